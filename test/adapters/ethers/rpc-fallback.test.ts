import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ChainNotConfiguredError, RpcUnavailableError } from '../../../src-domain/index.js'
import { createEthersChainRpc } from '../../../src-adapters/ethers/index.js'
import { BROKEN_MODES, startBrokenRpc, type BrokenMode, type BrokenRpc } from '../contract/broken-rpc.js'
import { ACCOUNT } from './fake-provider.js'

const COOLDOWN_MS = 30_000

const broken = {} as Record<BrokenMode, BrokenRpc>
beforeAll(async () => {
  for (const mode of BROKEN_MODES) broken[mode] = await startBrokenRpc(mode)
})
afterAll(async () => {
  await Promise.all(Object.values(broken).map((server) => server.close()))
})

describe('ethers ChainRpcPort fallback: a failed endpoint is tried last for a while', () => {
  it.each(BROKEN_MODES)('after a %s failure the next reads go straight to the second endpoint, until the cooldown ends', async (mode) => {
    let clock = 1_000_000
    const node = inject('chainUrls')[31337] as string
    const rpc = createEthersChainRpc({
      chains: [{ id: 31337, rpcUrls: [broken[mode].url, node] }],
      attemptTimeoutMs: 300,
      cooldownMs: COOLDOWN_MS,
      now: () => clock,
    })
    try {
      const start = broken[mode].hits()
      expect(await rpc.getBalance({ address: ACCOUNT, chainId: 31337 })).toBeGreaterThan(0n)
      expect(broken[mode].hits()).toBe(start + 1)

      // Inside the cooldown the dead endpoint costs nothing: no request, no timeout to sit through.
      clock += COOLDOWN_MS - 1
      await rpc.getBlockNumber({ chainId: 31337 })
      await rpc.getBalance({ address: ACCOUNT, chainId: 31337 })
      expect(broken[mode].hits()).toBe(start + 1)

      // After it, the first endpoint gets its chance again (it may have recovered).
      clock += 1
      await rpc.getBlockNumber({ chainId: 31337 })
      expect(broken[mode].hits()).toBe(start + 2)
    } finally {
      rpc.destroy()
    }
  })

  it('says which chain had no endpoint answering, with the last failure as the cause', async () => {
    const rpc = createEthersChainRpc({ chains: [{ id: 31337, rpcUrls: [broken.http500.url, broken.malformed.url] }] })
    try {
      const error = await rpc.getBlockNumber({ chainId: 31337 }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(RpcUnavailableError)
      expect((error as Error).message).toBe('No RPC endpoint of chain 31337 answered.')
      expect((error as Error).cause).toBeDefined()
    } finally {
      rpc.destroy()
    }
  })

  it('a chain without configured endpoints is refused as not configured', async () => {
    const rpc = createEthersChainRpc({ chains: [{ id: 31337, rpcUrls: [] }] })
    await expect(rpc.getBlockNumber({ chainId: 31337 })).rejects.toBeInstanceOf(ChainNotConfiguredError)
    await expect(rpc.getBlockNumber({ chainId: 420 })).rejects.toBeInstanceOf(ChainNotConfiguredError)
    rpc.destroy()
  })
})
