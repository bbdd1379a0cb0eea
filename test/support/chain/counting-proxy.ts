import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CountingProxy {
  url: string
  /** JSON-RPC calls received (a batch counts each call), by method, since the last reset. */
  methods(): string[]
  /** HTTP requests received (a batch is one), since the last reset. */
  requests(): number
  reset(): void
  close(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
} as const

function methodsOf(body: string): string[] {
  try {
    const parsed: unknown = JSON.parse(body)
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    return calls.map((call) =>
      typeof call === 'object' && call !== null && typeof (call as { method?: unknown }).method === 'string' ? (call as { method: string }).method : '?',
    )
  } catch {
    return ['<malformed>']
  }
}

/** An HTTP proxy in front of a node that counts every JSON-RPC call the app makes to it. */
export function startCountingProxy(target: string, port = 0): Promise<CountingProxy> {
  let seen: string[] = []
  let requests = 0
  const server: Server = createServer((request, response) => {
    // A page on another port asks first (CORS preflight): answered here, not a JSON-RPC request.
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end()
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      seen.push(...methodsOf(body))
      requests++
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json', ...CORS })
          response.end(await answer.text())
        })
        .catch((error: unknown) => response.writeHead(502).end(String(error)))
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        methods: () => seen.slice(),
        requests: () => requests,
        reset: () => {
          seen = []
          requests = 0
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      }),
    )
  })
}
