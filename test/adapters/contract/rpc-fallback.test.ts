import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import type { FallbackOptions } from '../../../src-adapters/reads/index.js'
import { ChainNotConfiguredError, localChain, RpcUnavailableError, type ChainRpcPort } from '../../../src-domain/index.js'
import { EIP1193_BACKENDS, loadBackend } from '../../../src/backends/index.js'
import { startCountingProxy } from '../../support/chain/counting-proxy.js'
import { BROKEN_MODES, startBrokenRpc, type BrokenMode, type BrokenRpc } from '../../support/chain/broken-rpc.js'
import { nodeRequest } from './harness-test-wallet.js'

/** A real node always answers within it, however busy the machine: the product's own limit. */
const ATTEMPT_TIMEOUT_MS = 10_000
/** Only where the first endpoint never answers, so that the case does not wait the full limit for it. */
const SILENT_ATTEMPT_TIMEOUT_MS = 1_000
const attemptLimit = (mode: Failing): FallbackOptions => (mode === 'silent' ? { attemptTimeoutMs: SILENT_ATTEMPT_TIMEOUT_MS } : {})
const COOLDOWN_MS = 30_000

/** A first endpoint that fails in one way: a broken server, or a real node of another chain (10 for 31337). */
type Failing = BrokenMode | 'wrongChain'
const FAILING: readonly Failing[] = [...BROKEN_MODES, 'wrongChain']

const broken = {} as Record<BrokenMode, BrokenRpc>
beforeAll(async () => {
  for (const mode of BROKEN_MODES) broken[mode] = await startBrokenRpc(mode)
})
afterAll(async () => {
  await Promise.all(Object.values(broken).map((server) => server.close()))
})

/** Reads of the local chain (31337) through `urls`, wired as the container wires the backend. */
async function readsOf(
  name: (typeof EIP1193_BACKENDS)[number],
  urls: readonly string[],
  reads: FallbackOptions = {},
): Promise<ChainRpcPort & { close(): void }> {
  const ports = (await loadBackend(name)).create({
    chains: [{ ...localChain, rpcUrls: urls }],
    storage: createMemoryStorage(),
    window: null,
    reads: { attemptTimeoutMs: ATTEMPT_TIMEOUT_MS, ...reads },
  })
  return Object.assign(ports.rpc, {
    close() {
      ports.wallet.destroy?.()
      ports.rpc.destroy?.()
    },
  })
}

async function funded(): Promise<{ address: `0x${string}`; wei: bigint }> {
  const address = privateKeyToAddress(generatePrivateKey())
  await nodeRequest(inject('chainUrls')[31337] as string, 'anvil_setBalance', [address, numberToHex(987_654_321n)])
  return { address, wei: 987_654_321n }
}

/** The chain reads' fallback rule, the same for every EIP-1193 backend of the list. */
describe.each(EIP1193_BACKENDS)('%s ChainRpcPort: endpoints failing, one after another', (name) => {
  it.each(FAILING)('first endpoint %s: the read comes from the second (a real node), no error shown', async (mode) => {
    const node = inject('chainUrls')[31337] as string
    const first = mode === 'wrongChain' ? (inject('chainUrls')[10] as string) : broken[mode].url
    const { address, wei } = await funded()
    const rpc = await readsOf(name, [first, node], attemptLimit(mode))
    const hitsBefore = mode === 'wrongChain' ? 0 : broken[mode].hits()
    try {
      expect(await rpc.getBalance({ address, chainId: 31337 })).toBe(wei)
      if (mode !== 'wrongChain') expect(broken[mode].hits()).toBeGreaterThan(hitsBefore)
      const head = BigInt(String(await nodeRequest(node, 'eth_blockNumber')))
      expect(await rpc.getBlockNumber({ chainId: 31337 })).toBeGreaterThanOrEqual(head)
    } finally {
      rpc.close()
    }
  })

  it('a read is one HTTP request: the chain check rides with the first one, never a request of its own', async () => {
    const proxy = await startCountingProxy(inject('chainUrls')[31337] as string)
    const rpc = await readsOf(name, [proxy.url])
    try {
      await rpc.getBalance({ address: privateKeyToAddress(generatePrivateKey()), chainId: 31337 })
      await rpc.getBlockNumber({ chainId: 31337 })
      await rpc.getBlockNumber({ chainId: 31337 })
      expect(proxy.requests()).toBe(3)
      expect(proxy.methods()).toEqual(['eth_chainId', 'eth_getBalance', 'eth_blockNumber', 'eth_blockNumber'])
    } finally {
      rpc.close()
      await proxy.close()
    }
  })

  it('after prepare, the first read is one call: the chain was checked ahead, once, and prepare again sends nothing', async () => {
    const proxy = await startCountingProxy(inject('chainUrls')[31337] as string)
    const rpc = await readsOf(name, [proxy.url])
    try {
      await rpc.prepare?.({ chainId: 31337 })
      expect(proxy.methods()).toEqual(['eth_chainId'])
      await rpc.prepare?.({ chainId: 31337 })
      await rpc.getBalance({ address: privateKeyToAddress(generatePrivateKey()), chainId: 31337 })
      expect(proxy.requests()).toBe(2)
      expect(proxy.methods()).toEqual(['eth_chainId', 'eth_getBalance'])
    } finally {
      rpc.close()
      await proxy.close()
    }
  })

  it('a read while prepare is under way waits for its check: still one call of its own', async () => {
    const proxy = await startCountingProxy(inject('chainUrls')[31337] as string)
    const rpc = await readsOf(name, [proxy.url])
    try {
      const prepared = rpc.prepare?.({ chainId: 31337 })
      await rpc.getBalance({ address: privateKeyToAddress(generatePrivateKey()), chainId: 31337 })
      await prepared
      expect(proxy.methods()).toEqual(['eth_chainId', 'eth_getBalance'])
      expect(proxy.requests()).toBe(2)
    } finally {
      rpc.close()
      await proxy.close()
    }
  })

  it('prepare with a first endpoint of another chain checks the next one; the read then comes from it in one call', async () => {
    const proxy = await startCountingProxy(inject('chainUrls')[31337] as string)
    const { address, wei } = await funded()
    const rpc = await readsOf(name, [inject('chainUrls')[10] as string, proxy.url])
    try {
      await rpc.prepare?.({ chainId: 31337 })
      expect(await rpc.getBalance({ address, chainId: 31337 })).toBe(wei)
      expect(proxy.methods()).toEqual(['eth_chainId', 'eth_getBalance'])
    } finally {
      rpc.close()
      await proxy.close()
    }
  })

  it.each(FAILING)('prepare never rejects; with a first endpoint %s the read still comes from the second', async (mode) => {
    const node = inject('chainUrls')[31337] as string
    const first = mode === 'wrongChain' ? (inject('chainUrls')[10] as string) : broken[mode].url
    const { address, wei } = await funded()
    const rpc = await readsOf(name, [first, node], attemptLimit(mode))
    try {
      await expect(rpc.prepare?.({ chainId: 31337 })).resolves.toBeUndefined()
      expect(await rpc.getBalance({ address, chainId: 31337 })).toBe(wei)
    } finally {
      rpc.close()
    }
  })

  it('prepare of a chain not configured, or without endpoints, resolves and sends nothing', async () => {
    const proxy = await startCountingProxy(inject('chainUrls')[31337] as string)
    const rpc = await readsOf(name, [])
    try {
      await expect(rpc.prepare?.({ chainId: 31337 })).resolves.toBeUndefined()
      await expect(rpc.prepare?.({ chainId: 420 })).resolves.toBeUndefined()
      expect(proxy.requests()).toBe(0)
    } finally {
      rpc.close()
      await proxy.close()
    }
  })

  it('a failed endpoint is tried last during the cooldown, and first again after it', async () => {
    let clock = 1_000_000
    const rpc = await readsOf(name, [broken.http500.url, inject('chainUrls')[31337] as string], { cooldownMs: COOLDOWN_MS, now: () => clock })
    try {
      const start = broken.http500.hits()
      await rpc.getBlockNumber({ chainId: 31337 })
      expect(broken.http500.hits()).toBe(start + 1)
      clock += COOLDOWN_MS - 1
      await rpc.getBlockNumber({ chainId: 31337 })
      await rpc.getBalance({ address: privateKeyToAddress(generatePrivateKey()), chainId: 31337 })
      expect(broken.http500.hits()).toBe(start + 1)
      clock += 1
      await rpc.getBlockNumber({ chainId: 31337 })
      expect(broken.http500.hits()).toBe(start + 2)
    } finally {
      rpc.close()
    }
  })

  it('every endpoint down: RpcUnavailableError (retryable, naming the chain, the last failure as cause), never a made-up value', async () => {
    const rpc = await readsOf(name, [broken.http500.url, broken.malformed.url, inject('chainUrls')[10] as string])
    try {
      const error = await rpc.getBalance({ address: privateKeyToAddress(generatePrivateKey()), chainId: 31337 }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(RpcUnavailableError)
      expect(error).toMatchObject({ chainId: 31337, retryable: true, shortMessage: 'No RPC endpoint of chain 31337 answered.' })
      expect((error as Error).cause).toBeDefined()
      // The UI's retry: the next read tries again, and answers once an endpoint does.
      await expect(rpc.getBlockNumber({ chainId: 31337 })).rejects.toBeInstanceOf(RpcUnavailableError)
    } finally {
      rpc.close()
    }
  })

  it('a chain without endpoints, or not configured, is refused as not configured before anything is sent', async () => {
    const rpc = await readsOf(name, [])
    try {
      await expect(rpc.getBlockNumber({ chainId: 31337 })).rejects.toBeInstanceOf(ChainNotConfiguredError)
      await expect(rpc.getBlockNumber({ chainId: 420 })).rejects.toBeInstanceOf(ChainNotConfiguredError)
    } finally {
      rpc.close()
    }
  })
})
