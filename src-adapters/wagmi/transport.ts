import { createClient, http } from 'viem'
import type { Transport } from '../reads/index.js'

/**
 * The read kernel's calls over a viem client: a bare client, not a public client (that would
 * bundle every public action), and no viem actions: their formatters take answers JSON-RPC does
 * not allow, so the raw result goes through the kernel's checks like every backend's. One
 * attempt, no retries, no batching, no cache. Loaded with viem on the first read.
 */
export const viemTransport: Transport = ({ url, fetch, timeoutMs }) => {
  const transport = http(url, { timeout: timeoutMs, retryCount: 0, batch: false, fetchFn: fetch })
  const client = createClient({ transport, cacheTime: 0 })
  return { call: (method, params) => client.request({ method, params } as never, { retryCount: 0, dedupe: false }) }
}
