import { spawn, type ChildProcess } from 'node:child_process'

export interface RunningProcess {
  readonly name: string
  readonly child: ChildProcess
  /** Everything it has written to stdout and stderr so far. */
  output(): string
  /** Resolves with the first output (from now on) that `match` accepts; rejects if the process exits first. */
  waitFor(match: (output: string) => boolean, timeoutMs?: number): Promise<void>
  /** Ends it (SIGTERM, or the signal given; SIGKILL 5 s later) and resolves once it has exited; a no-op when it already has. */
  stop(signal?: NodeJS.Signals): Promise<void>
  readonly exited: Promise<void>
}

export interface StartProcessOptions {
  name: string
  command: string
  args: readonly string[]
  env?: NodeJS.ProcessEnv
  cwd?: string
  /** The process is ready once its output so far passes this. */
  ready: (output: string) => boolean
  readyTimeoutMs?: number
  /** Each line it writes, e.g. to pass on to the console. */
  onLine?: (line: string) => void
}

const MAX_KEPT_OUTPUT = 64 * 1024

/**
 * A child process that counts as started once it says so: resolves when its output passes
 * `ready`, fails with that output when it exits first or stays silent past the timeout (and
 * is then ended, so a failed start leaves nothing running).
 */
export async function startProcess(options: StartProcessOptions): Promise<RunningProcess> {
  const child = spawn(options.command, [...options.args], { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  /** How much output was let go of from the front (only the last 64 KB are kept). */
  let dropped = 0
  let pending = ''
  const listeners = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    const text = chunk.toString()
    output += text
    if (output.length > MAX_KEPT_OUTPUT) {
      dropped += output.length - MAX_KEPT_OUTPUT
      output = output.slice(-MAX_KEPT_OUTPUT)
    }
    if (options.onLine) {
      const lines = (pending + text).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) options.onLine(line)
    }
    for (const listener of [...listeners]) listener()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  let exitedNow = false
  let spawnError: Error | undefined
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      exitedNow = true
      resolve()
    }),
  )
  child.once('error', (error) => {
    spawnError = error
    for (const listener of [...listeners]) listener()
  })

  /** `from` is an offset into everything ever written (default: from now on). */
  const waitFor = (match: (text: string) => boolean, timeoutMs = 20_000, from = dropped + output.length) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer)
        listeners.delete(check)
        if (error) reject(error)
        else resolve()
      }
      const check = () => {
        if (match(output.slice(Math.max(0, from - dropped)))) done()
        else if (spawnError) done(new Error(`${options.name} could not start: ${spawnError.message}`))
        else if (exitedNow) done(new Error(`${options.name} exited (${child.exitCode ?? child.signalCode}):\n${output.trim()}`))
      }
      const timer = setTimeout(() => done(new Error(`${options.name} did not get there within ${timeoutMs} ms:\n${output.trim()}`)), timeoutMs)
      listeners.add(check)
      void exited.then(check)
      check()
    })

  const process_: RunningProcess = {
    name: options.name,
    child,
    output: () => output,
    waitFor,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.pid === undefined) return
      if (!exitedNow) child.kill(signal)
      // One that does not end within 5 s of the signal is killed: a stop never hangs.
      const hung = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(hung)
    },
  }
  try {
    // From the first byte: the ready line may come before anyone waits.
    await waitFor(options.ready, options.readyTimeoutMs, 0)
  } catch (error) {
    await process_.stop('SIGKILL')
    throw error
  }
  return process_
}
