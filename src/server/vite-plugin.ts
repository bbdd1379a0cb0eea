import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { loadEnv } from 'vite'
import { AUTH_BASE_PATH } from './app.js'

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/** Where the dev/preview server is reached: its resolved URLs, loopback under both names. */
function serverOrigins(server: ViteDevServer | PreviewServer): string[] {
  const urls = [...(server.resolvedUrls?.local ?? []), ...(server.resolvedUrls?.network ?? [])]
  const origins = new Set<string>()
  for (const value of urls) {
    const url = new URL(value)
    origins.add(url.origin)
    if (url.hostname === '127.0.0.1') origins.add(`${url.protocol}//localhost:${url.port}`)
    if (url.hostname === 'localhost') origins.add(`${url.protocol}//127.0.0.1:${url.port}`)
  }
  return [...origins]
}

/**
 * Mounts the app's own auth API (/api/auth/*) into `vite` (npm start) and `vite preview`, so
 * the dev server is the whole app. Built on the first API request: the server code (viem,
 * ioredis) stays out of the way until sign-in is used, and the origins are known by then.
 */
export function authApiPlugin(): Plugin {
  let close: () => Promise<void> = async () => {}
  const mount = (server: ViteDevServer | PreviewServer, dev: boolean) => {
    let listener: Promise<Listener> | undefined
    const build = async (): Promise<Listener> => {
      const [{ getRequestListener }, { createAuthApp }, { authSetupFromEnv, readServerEnv }, { serverChains }] = await Promise.all([
        import('@hono/node-server'),
        import('./app.js'),
        import('./env.js'),
        import('./server-chains.js'),
      ])
      const env = { ...loadEnv(server.config.mode, server.config.envDir || process.cwd(), ''), ...process.env }
      const serverEnv = readServerEnv({ ...env, PORT: undefined })
      const setup = authSetupFromEnv(env, { dev, origins: serverEnv.origins ?? serverOrigins(server), server: serverEnv, chains: serverChains(env, dev) })
      close = setup.close
      return getRequestListener(createAuthApp(setup.options).fetch)
    }
    server.middlewares.use((req, res, next) => {
      if (!req.url?.startsWith(`${AUTH_BASE_PATH}/`)) return next()
      listener ??= build()
      listener
        .then((handle) => handle(req, res))
        .catch((error: unknown) => {
          listener = undefined // a bad env is fixed and retried without restarting the server
          next(error)
        })
    })
    server.httpServer?.once('close', () => void close())
  }
  return {
    name: 'retropgf-auth-api',
    configureServer: (server) => mount(server, true),
    configurePreviewServer: (server) => mount(server, false),
  }
}
