import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A running local chain node. */
export interface LocalChain {
  url: string
  chainId: number
  stop(): Promise<void>
}

export interface StartLocalChainOptions {
  port: number
  chainId: number
  /** How long to wait for the node to answer `eth_chainId`. */
  readyTimeoutMs?: number
  /** Seconds per block; omitted means a block per transaction (anvil's automine). */
  blockTime?: number
}

export class LocalChainError extends Error {
  override name = 'LocalChainError'
}

/** Hardhat's and anvil's first funded, unlocked account (public test key; local chain only). */
export const LOCAL_CHAIN_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The anvil binary from the platform package (an optional dependency, so it may be absent). */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url)
  let pkg: string
  try {
    pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
  } catch {
    throw new LocalChainError(
      'The local chain needs anvil: install the optional dependency with `npm install --save-optional @foundry-rs/anvil-linux-amd64` (Linux x64 only).',
    )
  }
  const binary = join(dirname(pkg), 'bin', 'anvil')
  if (!existsSync(binary)) throw new LocalChainError(`The anvil binary is missing at ${binary}: reinstall @foundry-rs/anvil-linux-amd64.`)
  return binary
}

/** The chain id the node at `url` reports, or `undefined` when nothing answers there. */
export async function remoteChainId(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts anvil on 127.0.0.1 (funded unlocked accounts, personal_sign, CORS *) and resolves once
 * it answers `eth_chainId` with the chain id asked for. Fails clearly when the port is taken,
 * the binary is missing or the node exits early. `stop()` ends the process and is idempotent.
 */
export async function startLocalChain(options: StartLocalChainOptions): Promise<LocalChain> {
  const { port, chainId } = options
  const url = `http://127.0.0.1:${port}`
  if ((await remoteChainId(url)) !== undefined) {
    throw new LocalChainError(`Port ${port} already answers JSON-RPC: another node is running there.`)
  }
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent']
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))
  const child: ChildProcess = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  let exited = false
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      resolve()
    })
    child.once('error', (error) => {
      stderr += String(error)
      exited = true
      resolve()
    })
  })
  const stop = async () => {
    if (!exited) child.kill('SIGTERM')
    await exit
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 10_000)
  for (;;) {
    const answered = await remoteChainId(url)
    if (answered === chainId) break
    if (answered !== undefined) {
      await stop()
      throw new LocalChainError(`The node on port ${port} reports chain ${answered}, expected ${chainId}.`)
    }
    if (exited) throw new LocalChainError(`anvil on port ${port} exited before it was ready: ${stderr.trim() || 'no output'}`)
    if (Date.now() > deadline) {
      await stop()
      throw new LocalChainError(`anvil on port ${port} did not answer within ${options.readyTimeoutMs ?? 10_000} ms.`)
    }
    // Polling a child process we just spawned: there is no readiness event to wait on.
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return { url, chainId, stop }
}
