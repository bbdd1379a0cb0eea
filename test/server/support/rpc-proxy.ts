import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'

/** What the node in front of the server does with each JSON-RPC request. */
export type NodeBehaviour = 'forward' | 'slow' | 'hang' | 'error-500' | 'malformed'

export interface RpcProxy {
  url: string
  /** Every JSON-RPC call received since the last reset, parsed. */
  calls(): { method: string; params: unknown[] }[]
  reset(): void
  behave(behaviour: NodeBehaviour): void
  close(): Promise<void>
}

/**
 * A node as the auth server meets it: a real anvil behind this proxy, which records every call
 * and can be told to answer late (`slowMs`), hang (accept, never answer), fail with 500 or answer garbage.
 */
export function startRpcProxy(target: string, port: number, { slowMs = 1_000 }: { slowMs?: number } = {}): Promise<RpcProxy> {
  let seen: { method: string; params: unknown[] }[] = []
  let behaviour: NodeBehaviour = 'forward'
  const sockets = new Set<Socket>()
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      try {
        const parsed = JSON.parse(body) as unknown
        for (const call of Array.isArray(parsed) ? parsed : [parsed]) seen.push(call as { method: string; params: unknown[] })
      } catch {
        seen.push({ method: '<malformed>', params: [] })
      }
      if (behaviour === 'hang') return
      if (behaviour === 'error-500') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream down')
      if (behaviour === 'malformed') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"resu')
      const forward = () =>
        fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          .then(async (answer) => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()))
          .catch((error: unknown) => response.writeHead(502).end(String(error)))
      if (behaviour === 'slow') setTimeout(() => void forward(), slowMs)
      else void forward()
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        calls: () => seen.slice(),
        reset: () => void (seen = []),
        behave: (next) => void (behaviour = next),
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      }),
    )
  })
}
