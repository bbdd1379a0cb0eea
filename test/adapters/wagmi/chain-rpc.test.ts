import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ChainNotConfiguredError, waitForReceipt } from '../../../src-domain/index.js'
import { createWagmiChainRpc } from '../../../src-adapters/wagmi/index.js'
import { BROKEN_MODES, startBrokenRpc, type BrokenMode, type BrokenRpc } from '../contract/broken-rpc.js'
import { ACCOUNT } from './harness.js'

const servers = {} as Record<BrokenMode, BrokenRpc>
const url = (name: BrokenMode) => servers[name].url
const hits = () => Object.fromEntries(BROKEN_MODES.map((mode) => [mode, servers[mode].hits()])) as Record<BrokenMode, number>

async function send(node: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(node, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

beforeAll(async () => {
  for (const mode of BROKEN_MODES) servers[mode] = await startBrokenRpc(mode)
})
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()))
})

describe('wagmi ChainRpcPort: viem public clients with fallback transports', () => {
  it('reads through the next URL when the first fails with HTTP 500, a timeout or malformed JSON', async () => {
    const node = inject('chainUrls')[31337] as string
    const rpc = createWagmiChainRpc({ chains: [{ id: 31337, rpcUrls: [url('http500'), url('silent'), url('malformed'), node] }], attemptTimeoutMs: 300 })
    const before = hits()
    const balance = await rpc.getBalance({ address: ACCOUNT, chainId: 31337 })
    expect(balance).toBeGreaterThan(0n)
    const after = hits()
    for (const mode of BROKEN_MODES) expect(after[mode] - before[mode]).toBe(1)
    expect(await rpc.getBlockNumber({ chainId: 31337 })).toBeGreaterThanOrEqual(0n)
  })

  it('reads each chain from its own node (10 is the second node)', async () => {
    const urls = inject('chainUrls')
    const rpc = createWagmiChainRpc({ chains: [{ id: 31337, rpcUrls: [urls[31337] as string] }, { id: 10, rpcUrls: [urls[10] as string] }] })
    expect(await rpc.getBalance({ address: ACCOUNT, chainId: 10 })).toBeGreaterThan(0n)
    await expect(rpc.getBalance({ address: ACCOUNT, chainId: 420 })).rejects.toBeInstanceOf(ChainNotConfiguredError)
  })

  it('fails with the cause when every URL fails', async () => {
    const rpc = createWagmiChainRpc({ chains: [{ id: 31337, rpcUrls: [url('http500'), url('malformed')] }] })
    await expect(rpc.getBlockNumber({ chainId: 31337 })).rejects.toThrow()
  })

  it('gives a receipt, none for an unknown hash, and one for a mined transaction that the service wait sees with its confirmations', async () => {
    const node = inject('chainUrls')[31337] as string
    const rpc = createWagmiChainRpc({ chains: [{ id: 31337, rpcUrls: [node] }] })
    const unknown = `0x${'ab'.repeat(32)}` as const
    expect(await rpc.getTransactionReceipt({ hash: unknown, chainId: 31337 })).toBeNull()
    await expect(rpc.getTransactionReceipt({ hash: '0x12' as `0x${string}`, chainId: 31337 })).rejects.toThrow(/Not a transaction hash/)

    const hash = (await send(node, 'eth_sendTransaction', [{ from: ACCOUNT, to: ACCOUNT, value: '0x1' }])) as `0x${string}`
    const receipt = await waitForReceipt(rpc, { hash, chainId: 31337 }, { intervalMs: 20 })
    expect(receipt).toMatchObject({ transactionHash: hash, status: 'success' })
    // Three confirmations need two more blocks on top of the receipt's.
    const waiting = waitForReceipt(rpc, { hash, chainId: 31337, confirmations: 3, timeoutMs: 10_000 }, { intervalMs: 20 })
    await send(node, 'anvil_mine', ['0x2'])
    expect(await waiting).toEqual(receipt)
  })
})
