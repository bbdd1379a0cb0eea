import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createServer, resolveConfig, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { localChainForFile } from './support/local-chain.js'
import { alice, LOCAL_CHAIN_ID, messageFor } from './support/siwe.js'

const PORTS = await namedPorts('chain', 'vite', 'serve')
const ROOT = resolve(import.meta.dirname, '../..')
const chain = localChainForFile(PORTS.chain)

/** Signs in through whatever serves /api/auth at `url`, as the app in a browser would. */
async function signInAt(url: string) {
  const client = authClient(url)
  const nonce = await client.nonce()
  const message = messageFor(url, { address: alice.address, nonce })
  const result = await client.verify({ message, signature: await alice.signMessage({ message }) })
  return { client, result }
}

describe('npm start: the Vite dev server hosts the auth API (src/server/vite-plugin.ts via vite.config.ts)', () => {
  let vite: ViteDevServer
  beforeAll(async () => {
    process.env.VITE_RPC_URL_31337 = chain.url
    vite = await createServer({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'silent', server: { port: PORTS.vite, strictPort: true } })
    await vite.listen()
  })
  afterAll(async () => {
    await vite?.close()
    delete process.env.VITE_RPC_URL_31337
  })

  it("signs in and reports the session at /api/auth on the dev server's own origin", async () => {
    const url = `http://127.0.0.1:${PORTS.vite}`
    const { client, result } = await signInAt(url)
    expect(result).toMatchObject({ status: 200, body: { address: alice.address, chainId: LOCAL_CHAIN_ID } })
    expect((await client.session(result.cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
  })

  it('still serves the app itself beside the API', async () => {
    const response = await fetch(`http://127.0.0.1:${PORTS.vite}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<div id="root">')
  })
})

describe('npm run serve: the build and the auth API on HOST:PORT', () => {
  let dist: string
  let server: ChildProcess
  const url = `http://127.0.0.1:${PORTS.serve}`

  beforeAll(async () => {
    // A stand-in build: hosting is under test here, not the bundle (the e2e run serves a real one).
    dist = mkdtempSync(join(tmpdir(), 'serve-dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
    writeFileSync(join(dist, '.secret'), 'DEPLOY_TOKEN=1')
    writeFileSync(join(dist, 'assets', '.hidden.js'), 'console.log("hidden")')
    writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"sourcesContent":["secret source"]}')
    server = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/serve.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORTS.serve), DIST_DIR: dist, VITE_RPC_URL_31337: chain.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    await new Promise<void>((ready, fail) => {
      let output = ''
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes(`Serving dist/ and /api/auth on ${url}`)) ready()
      }
      server.stdout?.on('data', onData)
      server.stderr?.on('data', onData)
      server.once('exit', (code) => fail(new Error(`npm run serve exited (${code}): ${output}`)))
    })
  })
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dist, { recursive: true, force: true })
  })

  it('signs in on the local chain named by VITE_RPC_URL_31337', async () => {
    const { client, result } = await signInAt(url)
    expect(result.status).toBe(200)
    expect((await client.session(result.cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
  })

  it('serves index.html revalidated, hashed assets cached for a year, client routes falling back to the app', async () => {
    const index = await fetch(`${url}/`)
    expect(index.headers.get('cache-control')).toBe('no-cache')
    expect(await index.text()).toContain('<div id="root">')
    const asset = await fetch(`${url}/assets/app-abc123.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await (await fetch(`${url}/rounds/3`)).text()).toContain('<div id="root">')
    expect((await fetch(`${url}/missing.js`)).status).toBe(404)
  })

  it('serves the app with a strict CSP and the usual security headers', async () => {
    const index = await fetch(`${url}/`)
    const csp = index.headers.get('content-security-policy') ?? ''
    const directives = new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const))
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'self'", 'https://app.safe.global'])
    expect(directives.get('img-src')).toContain('data:')
    expect(directives.get('connect-src')).toEqual(expect.arrayContaining(["'self'", new URL(chain.url).origin, 'wss://*.walletconnect.org']))
    expect(index.headers.get('x-content-type-options')).toBe('nosniff')
    expect(index.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(index.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect(index.headers.get('permissions-policy')).toContain('camera=()')
    // Plain http on loopback: no HSTS, which would lock the host name to https.
    expect(index.headers.get('strict-transport-security')).toBeNull()
  })

  it('does not hand out dotfiles or source maps of the build (404, never cached for a year)', async () => {
    for (const path of ['/.secret', '/assets/.hidden.js', '/%2esecret', '/assets/%2Ehidden.js', '/assets/app-abc123.js.map', '/assets/app-abc123.js.MAP']) {
      const response = await fetch(`${url}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('max-age=31536000')
      expect(await response.text(), path).not.toMatch(/DEPLOY_TOKEN|hidden|secret source/)
    }
  })

  it('the production build writes no source maps', async () => {
    const config = await resolveConfig({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'silent' }, 'build', 'production')
    expect(config.build.sourcemap).toBe(false)
  })

  it('does not hand out files outside the build', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await fetch(`${url}${path}`)
      expect(await response.text()).not.toContain('"devDependencies"')
    }
  })
})
