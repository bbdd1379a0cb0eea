/**
 * The auth API alone, in its own process for `auth-load.ts`: its memory is measured apart from
 * the load generator's, and they do not share an event loop. Limits come from the AUTH_* env
 * (read as `npm run serve` reads them); PORT is where it listens. Asked over IPC for its memory.
 */
import { serve } from '@hono/node-server'
import { createAuthApp } from '../../src/server/app.js'
import { readAuthLimits } from '../../src/server/limits.js'

const port = Number(process.env.PORT)
const app = createAuthApp({
  origins: [`http://127.0.0.1:${port}`],
  // Only plain accounts sign in here: the node is never asked, so it need not exist.
  chains: [{ id: 31337, rpcUrls: ['http://127.0.0.1:9'] }],
  limits: readAuthLimits(process.env),
})
serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => process.send?.({ ready: true }))
process.on('message', (message) => {
  if (message !== 'memory') return
  globalThis.gc?.()
  const { rss, heapUsed } = process.memoryUsage()
  process.send?.({ rss, heapUsed })
})
