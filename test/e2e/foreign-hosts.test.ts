import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useAppSuite } from '../support/browser/suite.js'

// The page may try any host; only 127.0.0.1 answers. A server on the loopback stands in for "elsewhere",
// reached by a name (localhost) and by another address (127.0.0.2), so a leak would be seen, and nothing leaves the machine.
const app = useAppSuite('memory')

function listen(host: string): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = []
  const server = createServer((request, response) => {
    hits.push(request.url ?? '')
    response.setHeader('access-control-allow-origin', '*')
    response.end('reached')
  })
  server.on('upgrade', (request, socket) => {
    hits.push(`upgrade ${request.url}`)
    socket.destroy()
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve({ server, port: (server.address() as AddressInfo).port, hits }))
  })
}

describe('hosts other than 127.0.0.1', () => {
  let other: Awaited<ReturnType<typeof listen>>
  let second: Awaited<ReturnType<typeof listen>>
  beforeAll(async () => {
    other = await listen('127.0.0.1')
    second = await listen('127.0.0.2')
  })
  afterAll(async () => {
    await Promise.all([other, second].map(({ server }) => new Promise((resolve) => server.close(resolve))))
  })

  it('a fetch, an image, a WebSocket and a navigation to another host fail in the browser and reach nothing; each HTTP request is recorded', async () => {
    const session = await app.open()
    // A blank page of the same context: the app's own Content-Security-Policy would stop these before the network.
    const blank = await session.context.newPage()
    const targets = [`http://localhost:${other.port}/by-name`, `http://127.0.0.2:${second.port}/by-address`]
    const outcomes = await blank.evaluate(
      async ([byName, byAddress]) => {
        const fetched = (url: string) =>
          fetch(url).then(
            () => 'answered',
            () => 'failed',
          )
        const image = (url: string) =>
          new Promise<string>((resolve) => {
            const element = new Image()
            element.onload = () => resolve('answered')
            element.onerror = () => resolve('failed')
            element.src = url
          })
        const socket = (url: string) =>
          new Promise<string>((resolve) => {
            const ws = new WebSocket(url)
            ws.onopen = () => resolve('answered')
            ws.onerror = () => resolve('failed')
          })
        return [await fetched(byName), await fetched(byAddress), await image(`${byName}.png`), await socket(byName.replace('http', 'ws'))]
      },
      targets as [string, string],
    )
    expect(outcomes).toEqual(['failed', 'failed', 'failed', 'failed'])
    await expect(blank.goto(`http://localhost:${other.port}/page`)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/)
    expect(other.hits).toEqual([])
    expect(second.hits).toEqual([])
    expect(session.foreignRequests).toEqual(expect.arrayContaining([...targets, `${targets[0]}.png`, `http://localhost:${other.port}/page`]))
    // Sent on purpose by this test: not a leak for the suite's own check after it.
    session.foreignRequests.length = 0
  })

  it('the served build itself, on 127.0.0.1, still answers', async () => {
    const session = await app.open()
    await session.page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    expect(session.foreignRequests).toEqual([])
  })
})
