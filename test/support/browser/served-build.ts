import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readConfig } from '../../../src/config.js'
import { securityHeaders } from '../../../src/server/security-headers.js'
import { builtInlineScripts } from '../../../src/server/static-app.js'
import { buildApp, type E2eBackend } from './build-app.js'
import { startStaticServer, type StaticServer } from './static-server.js'

/** The headers `npm run serve` would send with a build of `backend` made from `env`: e2e pages run under the same CSP. */
export const servedHeaders = (backend: E2eBackend, env: Record<string, string>, distDir: string): Record<string, string> =>
  securityHeaders(readConfig({ ...env, VITE_WALLET_BACKEND: backend }, { dev: false }), { secure: false, inlineScripts: builtInlineScripts(distDir) })

/** Serves a finished build of `backend` on 127.0.0.1 with the headers of {@link servedHeaders}. */
export const serveBuild = (backend: E2eBackend, env: Record<string, string>, distDir: string): Promise<StaticServer> =>
  startStaticServer({ root: distDir, headers: servedHeaders(backend, env, distDir) })

/**
 * A production build of `backend` made from `env` (and an optional vite config) in a directory of its
 * own, served as {@link serveBuild} does; `close` stops the server and removes the build.
 */
export async function startServedBuild(backend: E2eBackend, env: Record<string, string>, config?: string): Promise<StaticServer> {
  const outDir = mkdtempSync(join(tmpdir(), `rpgf-build-${backend}-`))
  try {
    await buildApp({ backend, env, outDir, config })
    const server = await serveBuild(backend, env, outDir)
    return {
      url: server.url,
      close: async () => {
        await server.close()
        rmSync(outDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true })
    throw error
  }
}
