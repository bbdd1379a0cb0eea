import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the first endpoint fails: an HTTP 500, a 429 rate limit, no answer at all, or a 200 whose JSON is cut off. */
export type BrokenMode = 'http500' | 'http429' | 'silent' | 'malformed'

export const BROKEN_MODES: readonly BrokenMode[] = ['http500', 'http429', 'silent', 'malformed']

export interface BrokenRpc {
  url: string
  /** Requests that reached this server. */
  hits(): number
  close(): Promise<void>
}

/** A real node:http server on 127.0.0.1 that fails every JSON-RPC request in one way. */
export function startBrokenRpc(mode: BrokenMode, port = 0): Promise<BrokenRpc> {
  let hits = 0
  const server: Server = createServer((request, response) => {
    hits++
    request.resume()
    if (mode === 'http500') response.writeHead(500, { 'content-type': 'text/plain' }).end('internal error')
    if (mode === 'http429') response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '60' }).end('rate limited')
    if (mode === 'malformed') response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":')
    // 'silent' holds the connection open and never answers: only the client's attempt timeout ends it.
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        hits: () => hits,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      }),
    )
  })
}
