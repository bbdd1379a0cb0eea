import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

export interface DevServer {
  url: string
  stop(): Promise<void>
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/**
 * The Vite dev server (`npm start` without its chain and auth plugins, see dev-server.config.ts) on
 * 127.0.0.1:port, for what exists only in development: the transactions page `/?dev=transactions`.
 */
export async function startDevServer({ root, port, env }: { root: string; port: number; env: Record<string, string> }): Promise<DevServer> {
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), '--config', 'test/support/browser/dev-server.config.ts', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 30_000
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`The dev server exited (${child.exitCode}) before serving: ${output}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The dev server did not answer on ${url} within 30 s: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, stop }
}
