import { describe, expect, inject, it } from 'vitest'
import { RpcUnavailableError } from '../../../src-domain/index.js'
import { createChainRpc, fetchTransport, WrongChainEndpointError, type Endpoint, type Transport } from '../../../src-adapters/reads/index.js'
import { ACCOUNT } from '../../support/wallet/wagmi-harness.js'

/** A backend's transport as the read stack sees it: the kernel's fetch one, with every endpoint, call and close written down. */
function recordingTransport(answer?: (method: string) => unknown) {
  const endpoints: Endpoint[] = []
  const calls: string[] = []
  let closed = 0
  const transport: Transport = (endpoint) => {
    endpoints.push(endpoint)
    const inner = fetchTransport(endpoint)
    return {
      call: async (method, params) => {
        calls.push(`${endpoint.url} ${method}`)
        return answer ? answer(method) : inner.call(method, params)
      },
      close: () => void closed++,
    }
  }
  return { transport, endpoints, calls, closed: () => closed }
}

/** The local chain's reads over `transport`, loaded as a backend loads its library: `failures` loads fail first. */
function localReads(transport: Transport, failures = 0) {
  let loads = 0
  const rpc = createChainRpc({
    chains: [{ id: 31337, rpcUrls: [inject('chainUrls')[31337] as string] }],
    transport: async () => {
      if (++loads <= failures) throw new Error('chunk failed to load')
      return transport
    },
  })
  return { rpc, loads: () => loads }
}

describe('the read stack: a backend gives a transport, the kernel does the rest', () => {
  it('loads the transport on the first read, once, and sends every read through it on the chain-checked fetch', async () => {
    const node = inject('chainUrls')[31337] as string
    const recording = recordingTransport()
    const { rpc, loads } = localReads(recording.transport)
    expect(loads()).toBe(0)
    expect(await rpc.getBalance({ address: ACCOUNT, chainId: 31337 })).toBeGreaterThan(0n)
    expect(await rpc.getBlockNumber({ chainId: 31337 })).toBeGreaterThanOrEqual(0n)
    expect(loads()).toBe(1)
    expect(recording.calls).toEqual([`${node} eth_getBalance`, `${node} eth_blockNumber`])
    expect(recording.endpoints).toHaveLength(1)
    expect(recording.endpoints[0]).toMatchObject({ url: node, chainId: 31337, timeoutMs: 10_000 })
    rpc.destroy()
  })

  it("fails an endpoint on another chain through the transport's fetch, and reads from the next", async () => {
    const urls = inject('chainUrls')
    const recording = recordingTransport()
    const rpc = createChainRpc({ chains: [{ id: 31337, rpcUrls: [urls[10] as string, urls[31337] as string] }], transport: async () => recording.transport })
    expect(await rpc.getBalance({ address: ACCOUNT, chainId: 31337 })).toBeGreaterThan(0n)
    await expect(recording.endpoints[0]?.fetch(urls[10] as string, { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(WrongChainEndpointError)
    rpc.destroy()
  })

  it("checks the transport's answers as its own: a malformed result is that endpoint failing", async () => {
    const node = inject('chainUrls')[31337] as string
    const recording = recordingTransport(() => 42)
    const rpc = createChainRpc({ chains: [{ id: 31337, rpcUrls: [node, node] }], transport: async () => recording.transport })
    const read = rpc.getBlockNumber({ chainId: 31337 })
    await expect(read).rejects.toBeInstanceOf(RpcUnavailableError)
    await expect(read).rejects.toMatchObject({ cause: { name: 'RpcAnswerError' } })
    expect(recording.calls).toHaveLength(2)
    rpc.destroy()
  })

  it("sends a read on a ready chain in the caller's task, ahead of a render a store change queued as a microtask", async () => {
    const node = inject('chainUrls')[31337] as string
    const recording = recordingTransport()
    const { rpc } = localReads(recording.transport)
    await rpc.getBlockNumber({ chainId: 31337 })
    let rendered = false
    queueMicrotask(() => {
      rendered = true
    })
    const read = rpc.getBalance({ address: ACCOUNT, chainId: 31337 })
    const sentBeforeRender = recording.calls.length === 2 && !rendered
    expect(sentBeforeRender).toBe(true)
    expect(recording.calls[1]).toBe(`${node} eth_getBalance`)
    expect(await read).toBeGreaterThan(0n)
    await expect(rpc.getBalance({ address: ACCOUNT, chainId: 5 as never })).rejects.toMatchObject({ name: 'ChainNotConfiguredError' })
    rpc.destroy()
  })

  it('loads the transport again after a failed load (offline, a chunk gone after a deploy)', async () => {
    const { rpc, loads } = localReads(recordingTransport().transport, 1)
    await expect(rpc.getBlockNumber({ chainId: 31337 })).rejects.toThrow('chunk failed to load')
    expect(await rpc.getBlockNumber({ chainId: 31337 })).toBeGreaterThanOrEqual(0n)
    expect(loads()).toBe(2)
    rpc.destroy()
  })

  it('closes every connection the transport opened on destroy, and opens new ones on the next read', async () => {
    const urls = inject('chainUrls')
    const recording = recordingTransport()
    const rpc = createChainRpc({
      chains: [
        { id: 31337, rpcUrls: [urls[31337] as string] },
        { id: 10, rpcUrls: [urls[10] as string] },
      ],
      transport: async () => recording.transport,
    })
    await rpc.getBlockNumber({ chainId: 31337 })
    await rpc.getBlockNumber({ chainId: 10 })
    rpc.destroy()
    expect(recording.closed()).toBe(2)
    await rpc.getBlockNumber({ chainId: 10 })
    expect(recording.endpoints).toHaveLength(3)
    rpc.destroy()
    expect(recording.closed()).toBe(3)
  })
})
