import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { INSTANCES, startStack } from './cluster/stack.js'

/**
 * `npm run serve:cluster`: the deployment of src/server/haproxy.cfg on this machine. Three
 * `npm run serve` instances of the build in dist/ (or DIST_DIR) sharing one redis-server,
 * HAProxy in front, each on a free loopback port (PORT sets HAProxy's). Prints the URL; Ctrl-C
 * (or SIGTERM) stops everything it started. AUTH_* and LB_* settings in the env are passed on.
 */
const root = resolve(import.meta.dirname, '../..')
const distDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'))
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`)
  process.exit(1)
}
const portText = process.env.PORT?.trim()
const port = portText ? Number(portText) : undefined
if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65_535)) {
  console.error(`PORT must be a port number, got "${portText}".`)
  process.exit(1)
}
const redisDir = mkdtempSync(join(tmpdir(), 'serve-cluster-redis-'))
const pick = (prefix: string) =>
  Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith(prefix) && entry[1] !== undefined))

let stack: Awaited<ReturnType<typeof startStack>> | undefined
let stopping = false
const stop = async (code: number) => {
  if (stopping) return
  stopping = true
  await stack?.stop()
  rmSync(redisDir, { recursive: true, force: true })
  process.exit(code)
}
process.once('SIGINT', () => void stop(0))
process.once('SIGTERM', () => void stop(0))

try {
  stack = await startStack({
    root,
    distDir,
    redisDir,
    ...(port !== undefined ? { port } : {}),
    env: pick('AUTH_'),
    proxyEnv: pick('LB_'),
    onLine: (name, line) => {
      if (line.trim() !== '') console.log(`[${name}] ${line}`)
    },
  })
} catch (error) {
  console.error(`serve:cluster could not start: ${error instanceof Error ? error.message : String(error)}`)
  await stop(1)
}
if (stack) {
  console.log(
    `\nThe app: ${stack.url} (HAProxy in front of ${INSTANCES} instances: ${stack.instances.map((instance) => instance.url).join(', ')}; Redis ${stack.redisUrl}). Ctrl-C stops everything.`,
  )
  // Without HAProxy nothing is reachable: stop the rest rather than leave it running unseen.
  void stack.haproxy.exited.then(() => {
    if (!stopping) {
      console.error('haproxy exited; stopping the stack.')
      void stop(1)
    }
  })
}
