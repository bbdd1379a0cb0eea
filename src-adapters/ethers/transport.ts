import type { Fetch, Transport } from '../reads/index.js'
import { FetchRequest, JsonRpcProvider, Network } from './parts.js'

/** ethers' fetch hook over the kernel's chain-checked fetch, so an endpoint on another chain fails. */
function getUrlOver(send: Fetch): FetchRequest['getUrlFunc'] {
  return async (request, signal) => {
    // A hook replaces ethers' own fetch, timeout included.
    const controller = new AbortController()
    signal?.addListener(() => controller.abort())
    const timer = setTimeout(() => controller.abort(), request.timeout)
    try {
      const response = await send(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body ? { body: new TextDecoder().decode(request.body) } : {}),
        signal: controller.signal,
      })
      return {
        statusCode: response.status,
        statusMessage: response.statusText,
        headers: Object.fromEntries(response.headers),
        body: new Uint8Array(await response.arrayBuffer()),
      }
    } finally {
      clearTimeout(timer)
    }
  }
}

/**
 * The read kernel's calls over an ethers JsonRpcProvider, loaded with ethers on the first read (and
 * fetched ahead with the connect's code). The network is static, so ethers sends no `eth_chainId`
 * of its own; requests are not batched, so none waits for a batch window.
 */
export const ethersTransport: Transport = ({ url, chainId, fetch, timeoutMs }) => {
  const network = Network.from(chainId)
  const request = new FetchRequest(url)
  request.timeout = timeoutMs
  request.getUrlFunc = getUrlOver(fetch)
  // cacheTimeout -1: ethers otherwise answers an identical request from a 250 ms cache, so a
  // balance or block number read right after a transaction would be the stale one.
  const provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1, polling: false, cacheTimeout: -1 })
  return { call: (method, params) => provider.send(method, [...params]), close: () => provider.destroy() }
}
