import type { BenchBackend, BenchChain } from './backends.js'
import { createSession } from './backends.js'
import type { CountingProxy } from '../support/chain/counting-proxy.js'

export interface RequestCount {
  /** EIP-1193 methods the app asked the wallet. */
  wallet: string[]
  /** JSON-RPC methods the app sent to the chain's node (through the counting proxy). */
  node: string[]
}

export interface LatencyFigures {
  connectMs: number
  balanceMs: number
  /** From picking the wallet to having account and balance: connect + one balance read. */
  connect: RequestCount
  /** The same after a reload: reconnect + one balance read. */
  autoConnect: RequestCount
}

export interface LatencyOptions {
  connectRuns: number
  balanceRuns: number
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

async function countRequests(backend: BenchBackend, chain: BenchChain, proxy: CountingProxy): Promise<Pick<LatencyFigures, 'connect' | 'autoConnect'>> {
  const session = await createSession(backend, chain)
  try {
    proxy.reset()
    session.clearWalletRequests()
    const connected = await session.wallet.connect(session.walletId)
    await session.rpc.getBalance({ address: connected.accounts[0] ?? session.account, chainId: connected.chainId })
    const connect = { wallet: session.walletRequests(), node: proxy.methods() }

    const reloaded = session.reload()
    proxy.reset()
    session.clearWalletRequests()
    const restored = await reloaded.reconnect(session.walletId)
    if (!restored) throw new Error(`${backend}: auto-connect after a reload restored nothing.`)
    await session.rpc.getBalance({ address: restored.accounts[0] ?? session.account, chainId: restored.chainId })
    return { connect, autoConnect: { wallet: session.walletRequests(), node: proxy.methods() } }
  } finally {
    session.close()
  }
}

/** Median time of a first connect, each on a fresh page (new port, new wallet that has not seen the app). */
async function connectLatency(backend: BenchBackend, chain: BenchChain, runs: number): Promise<number> {
  const times: number[] = []
  // One untimed run first: module loading and JIT warm-up are not the backend's connect.
  for (let run = 0; run <= runs; run++) {
    const session = await createSession(backend, chain)
    try {
      const started = performance.now()
      await session.wallet.connect(session.walletId)
      if (run > 0) times.push(performance.now() - started)
    } finally {
      session.close()
    }
  }
  return median(times)
}

/** Median time of a balance read on a connected page. */
async function balanceLatency(backend: BenchBackend, chain: BenchChain, runs: number): Promise<number> {
  const session = await createSession(backend, chain)
  try {
    const { accounts, chainId } = await session.wallet.connect(session.walletId)
    const address = accounts[0] ?? session.account
    for (let warm = 0; warm < 3; warm++) await session.rpc.getBalance({ address, chainId })
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const started = performance.now()
      await session.rpc.getBalance({ address, chainId })
      times.push(performance.now() - started)
    }
    return median(times)
  } finally {
    session.close()
  }
}

export async function measureLatency(backend: BenchBackend, chain: BenchChain, proxy: CountingProxy, options: LatencyOptions): Promise<LatencyFigures> {
  const counts = await countRequests(backend, chain, proxy)
  const connectMs = await connectLatency(backend, chain, options.connectRuns)
  const balanceMs = await balanceLatency(backend, chain, options.balanceRuns)
  return { connectMs, balanceMs, ...counts }
}
