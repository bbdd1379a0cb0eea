import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface LocalNode {
  url: string
  chainId: number
  stop(): Promise<void>
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
  return join(dirname(pkg), 'bin', 'anvil')
}

async function rpcReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    return response.ok
  } catch {
    return false
  }
}

/**
 * An anvil node on 127.0.0.1 (funded unlocked accounts, personal_sign, CORS *) for the browser
 * tests. Waits until it answers JSON-RPC; fails clearly when the port is taken or it exits.
 */
export async function startAnvil({ port, chainId }: { port: number; chainId: number }): Promise<LocalNode> {
  const url = `http://127.0.0.1:${port}`
  if (await rpcReady(url)) throw new Error(`Port ${port} already answers JSON-RPC: another node is running there.`)
  const child: ChildProcess = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  let exited = false
  child.once('exit', () => (exited = true))
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + 10_000
  while (!(await rpcReady(url))) {
    if (exited) throw new Error(`anvil on port ${port} exited before it was ready: ${stderr.trim()}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil on port ${port} did not answer within 10 s.`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url, chainId, stop }
}

/** One JSON-RPC call to a node (anvil's evm_* controls included); fails on a JSON-RPC error. */
export async function nodeRequest(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method} failed: ${body.error.message ?? 'unknown error'}`)
  return body.result
}
