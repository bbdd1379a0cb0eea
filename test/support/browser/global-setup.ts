import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { freePort, freePorts } from '../ports.js'
import { startAnvil, type LocalNode } from './anvil.js'
import { selectedBackends } from './backends.js'
import { buildApp } from './build-app.js'
import { ensureChromium, launchChromiumServer } from './chromium.js'
import type { E2eContext } from './context.js'
import { startEnsNode } from './ens-node.js'
import { serveBuild } from './served-build.js'
import { startServe } from './serve-app.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * The e2e run's world, started once: Debian's chromium (installed when missing), the local
 * chain (31337), a chain-10 node and a chain-1 node with ENS, one production build per backend (with the development page) served on 127.0.0.1, and a
 * sign-in build (wagmi, VITE_SIGN_IN=siwe) under `npm run serve` with its auth API, and a wagmi
 * build with the development transactions page (VITE_DEV_PAGES=on). Everything is
 * stopped in the returned teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = []
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    ensureChromium()
    const [localPort, opPort, mainnetPort] = (await freePorts(3)) as [number, number, number]
    // Names are looked up after every connect: on the chain-1 node, never on a host elsewhere.
    const started = await Promise.allSettled([
      startAnvil({ port: localPort, chainId: 31337 }),
      startAnvil({ port: opPort, chainId: 10 }),
      startEnsNode(mainnetPort).then(({ node }) => node),
    ])
    for (const result of started) if (result.status === 'fulfilled') stops.push(result.value.stop)
    for (const result of started) if (result.status === 'rejected') throw result.reason
    const [local, op, mainnet] = started.map((result) => (result as PromiseFulfilledResult<LocalNode>).value) as [LocalNode, LocalNode, LocalNode]

    const workDir = mkdtempSync(join(tmpdir(), 'rpgf-e2e-'))
    stops.push(async () => rmSync(workDir, { recursive: true, force: true }))

    const chainEnv = { VITE_RPC_URL_31337: local.url, VITE_RPC_URL_10: op.url, VITE_RPC_URL_1: mainnet.url }
    const apps: E2eContext['apps'] = {}
    for (const backend of selectedBackends()) {
      // With the development page, where every backend signs and sends (test/e2e/sign-and-send.test.ts); it loads only at `/?dev=…`.
      const outDir = await buildApp({ backend, outDir: join(workDir, backend), env: { ...chainEnv, VITE_DEV_PAGES: 'on' } })
      const server = await serveBuild(backend, chainEnv, outDir)
      stops.push(server.close)
      apps[backend] = server.url
    }

    const signInEnv = { ...chainEnv, VITE_SIGN_IN: 'siwe' }
    const signInDist = await buildApp({ backend: 'wagmi', outDir: join(workDir, 'sign-in'), env: signInEnv })
    // Every e2e browser is 127.0.0.1: the page limit is one visitor's, not a whole suite's.
    const servedEnv = { ...signInEnv, AUTH_RATE_PAGE_PER_MIN: '100000', AUTH_RATE_PAGE_BURST: '100000' }
    const served = await startServe({ root: ROOT, distDir: signInDist, port: await freePort(), env: servedEnv })
    stops.push(served.stop)

    const devPagesDist = await buildApp({ backend: 'wagmi', outDir: join(workDir, 'dev-pages'), env: { ...chainEnv, VITE_DEV_PAGES: 'on' } })
    const devPages = await serveBuild('wagmi', chainEnv, devPagesDist)
    stops.push(devPages.close)

    const screenshotDir = join(ROOT, 'artifacts', 'screenshots')
    rmSync(screenshotDir, { recursive: true, force: true })
    mkdirSync(screenshotDir, { recursive: true })

    const browser = await launchChromiumServer()
    stops.push(() => browser.close())

    project.provide('e2e', {
      localChainUrl: local.url,
      opChainUrl: op.url,
      mainnetUrl: mainnet.url,
      apps,
      signInApp: served.url,
      devPagesApp: devPages.url,
      browserEndpoint: browser.wsEndpoint(),
      screenshotDir,
    })
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
