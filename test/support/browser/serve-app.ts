import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

export interface ServedApp {
  url: string
  stop(): Promise<void>
}

/**
 * `npm run serve` as a maintainer runs it (tsx src/server/serve.ts): the build in `distDir` and
 * the auth API on 127.0.0.1:port. Resolves when it says it is serving; fails with its output if
 * it exits first or stays silent for 20 s.
 */
export async function startServe({
  root,
  distDir,
  port,
  env,
}: {
  root: string
  distDir: string
  port: number
  env: Record<string, string>
}): Promise<ServedApp> {
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await exited
  }
  let output = ''
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`npm run serve did not start within 20 s: ${output}`)), 20_000)
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes(`on ${url}`)) {
          clearTimeout(timer)
          ready()
        }
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', onData)
      child.once('exit', (code) => {
        clearTimeout(timer)
        fail(new Error(`npm run serve exited (${code}) before serving: ${output}`))
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
