import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { ASSET_CACHE_CONTROL } from '../../../src/server/cache-control.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * Serves a production build on 127.0.0.1, as a static host would: files by path, anything
 * else falls back to index.html. Paths that climb out of the root are refused.
 */
/** `port` defaults to 0: the operating system picks a free one. */
export async function startStaticServer({
  root,
  port = 0,
  host = '127.0.0.1',
  headers = {},
  cacheAssets = false,
}: {
  root: string
  port?: number
  host?: string
  /** Sent with every file: the app's security headers (src/server/security-headers.ts), as `npm run serve` sends them. */
  headers?: Readonly<Record<string, string>>
  /**
   * Build files under `/assets/` (named by their content's hash) cached for a year, as the app's
   * own server (`npm run serve`) and a CDN send them: a reload takes them from the browser's cache.
   * Off by default, so a test always gets the build on disk; the HTML is never stored either way.
   */
  cacheAssets?: boolean
}): Promise<StaticServer> {
  const base = normalize(root + sep)
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
      const file = normalize(join(base, pathname))
      if (!file.startsWith(base)) {
        response.writeHead(403).end()
        return
      }
      const path = (await isFile(file)) ? file : join(base, 'index.html')
      response.writeHead(200, {
        ...headers,
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'cache-control': cacheAssets && path === file && pathname.startsWith('/assets/') ? ASSET_CACHE_CONTROL : 'no-store',
      })
      createReadStream(path).pipe(response)
    })().catch(() => response.writeHead(500).end())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
