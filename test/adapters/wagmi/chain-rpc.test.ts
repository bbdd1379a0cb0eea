import { describe, expect, inject, it } from 'vitest'
import { ChainNotConfiguredError, waitForReceipt } from '../../../src-domain/index.js'
import { createWagmiChainRpc } from '../../../src-adapters/wagmi/index.js'
import { ACCOUNT } from '../../support/wallet/wagmi-harness.js'

async function send(node: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(node, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** The node's eighth dev account. */
const OWN_SENDER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

// The fallback rule (failing endpoints, cooldown, every endpoint down) is the contract's: test/adapters/contract/rpc-fallback.test.ts.
describe('wagmi ChainRpcPort: viem clients per chain', () => {
  it('reads each chain from its own node (10 is the second node)', async () => {
    const urls = inject('chainUrls')
    const rpc = createWagmiChainRpc({
      chains: [
        { id: 31337, rpcUrls: [urls[31337] as string] },
        { id: 10, rpcUrls: [urls[10] as string] },
      ],
    })
    expect(await rpc.getBalance({ address: ACCOUNT, chainId: 10 })).toBeGreaterThan(0n)
    await expect(rpc.getBalance({ address: ACCOUNT, chainId: 420 })).rejects.toBeInstanceOf(ChainNotConfiguredError)
  })

  it('gives a receipt, none for an unknown hash, and one for a mined transaction that the service wait sees with its confirmations', async () => {
    const node = inject('chainUrls')[31337] as string
    const rpc = createWagmiChainRpc({ chains: [{ id: 31337, rpcUrls: [node] }] })
    const unknown = `0x${'ab'.repeat(32)}` as const
    expect(await rpc.getTransactionReceipt({ hash: unknown, chainId: 31337 })).toBeNull()
    await expect(rpc.getTransactionReceipt({ hash: '0x12' as `0x${string}`, chainId: 31337 })).rejects.toThrow(/Invalid transaction hash/)

    // From a dev account no other test sends from: the node is shared, and two sends from one account at once take the same nonce.
    const hash = (await send(node, 'eth_sendTransaction', [{ from: OWN_SENDER, to: OWN_SENDER, value: '0x1' }])) as `0x${string}`
    const receipt = await waitForReceipt(rpc, { hash, chainId: 31337 }, { intervalMs: 20 })
    expect(receipt).toMatchObject({ transactionHash: hash, status: 'success' })
    // Three confirmations need two more blocks on top of the receipt's.
    const waiting = waitForReceipt(rpc, { hash, chainId: 31337, confirmations: 3, timeoutMs: 10_000 }, { intervalMs: 20 })
    await send(node, 'anvil_mine', ['0x2'])
    expect(await waiting).toEqual(receipt)
  })
})
