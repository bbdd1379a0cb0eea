import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ChainRpcPort } from '../../../src-domain/index.js'
import { createEthersChainRpc } from '../../../src-adapters/ethers/index.js'
import { createWagmiChainRpc } from '../../../src-adapters/wagmi/index.js'
import { startCountingProxy } from '../../bench/counting-proxy.js'
import { BROKEN_MODES, startBrokenRpc, type BrokenMode, type BrokenRpc } from './broken-rpc.js'
import { nodeRequest } from './harness-test-wallet.js'

const ATTEMPT_TIMEOUT_MS = 300

type RpcFactory = (urls: readonly string[]) => ChainRpcPort & { destroy?(): void }

const BACKENDS: ReadonlyArray<{ name: string; create: RpcFactory }> = [
  { name: 'ethers', create: (urls) => createEthersChainRpc({ chains: [{ id: 31337, rpcUrls: urls }], attemptTimeoutMs: ATTEMPT_TIMEOUT_MS }) },
  { name: 'wagmi', create: (urls) => createWagmiChainRpc({ chains: [{ id: 31337, rpcUrls: urls }], attemptTimeoutMs: ATTEMPT_TIMEOUT_MS }) },
]

const broken = {} as Record<BrokenMode, BrokenRpc>
beforeAll(async () => {
  for (const mode of BROKEN_MODES) broken[mode] = await startBrokenRpc(mode)
})
afterAll(async () => {
  await Promise.all(Object.values(broken).map((server) => server.close()))
})

describe.each(BACKENDS)('$name ChainRpcPort: two endpoints, the first failing', ({ create }) => {
  it.each(BROKEN_MODES)('first endpoint %s: balance and block number still come from the second (a real node)', async (mode) => {
    const node = inject('chainUrls')[31337] as string
    const address = privateKeyToAddress(generatePrivateKey())
    await nodeRequest(node, 'anvil_setBalance', [address, numberToHex(987_654_321n)])
    const rpc = create([broken[mode].url, node])
    const hitsBefore = broken[mode].hits()
    try {
      expect(await rpc.getBalance({ address, chainId: 31337 })).toBe(987_654_321n)
      expect(broken[mode].hits()).toBeGreaterThan(hitsBefore)
      const head = BigInt(String(await nodeRequest(node, 'eth_blockNumber')))
      expect(await rpc.getBlockNumber({ chainId: 31337 })).toBeGreaterThanOrEqual(head)
    } finally {
      rpc.destroy?.()
    }
  })

  it('a read is one request to the node: no eth_chainId probe, no batching wait', async () => {
    const proxy = await startCountingProxy(inject('chainUrls')[31337] as string)
    const rpc = create([proxy.url])
    try {
      await rpc.getBalance({ address: privateKeyToAddress(generatePrivateKey()), chainId: 31337 })
      await rpc.getBlockNumber({ chainId: 31337 })
      expect(proxy.methods()).toEqual(['eth_getBalance', 'eth_blockNumber'])
    } finally {
      rpc.destroy?.()
      await proxy.close()
    }
  })

  it('fails when both endpoints fail, rather than answering a made-up value', async () => {
    const rpc = create([broken.http500.url, broken.malformed.url])
    try {
      await expect(rpc.getBlockNumber({ chainId: 31337 })).rejects.toThrow()
    } finally {
      rpc.destroy?.()
    }
  })
})
