import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the server sends back: an HTTP status and a body, byte for byte. */
export interface RawReply {
  status?: number
  body: string
}

/** Answers one HTTP request; `request` is the parsed JSON body (undefined when it is not JSON). */
export type Responder = (request: unknown) => RawReply

export interface ScriptedRpc {
  url: string
  /** Replaces how the next requests are answered. */
  answer(responder: Responder): void
  /** Requests that reached this server. */
  hits(): number
  close(): Promise<void>
}

/** A real node:http server on 127.0.0.1 (a port the system hands out) that answers whatever the test scripts. */
export function startScriptedRpc(initial: Responder): Promise<ScriptedRpc> {
  let responder = initial
  let hits = 0
  const server: Server = createServer((request, response) => {
    hits++
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        parsed = undefined
      }
      const reply = responder(parsed)
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(reply.body)
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        answer: (next) => void (responder = next),
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
