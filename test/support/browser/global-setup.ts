import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { ENS_REGISTRY_ADDRESS } from '../../../src-adapters/ens/index.js'
import { readConfig } from '../../../src/config.js'
import { securityHeaders } from '../../../src/server/security-headers.js'
import { builtInlineScripts } from '../../../src/server/static-app.js'
import { deployLocalEns } from '../chain/ens.js'
import { freePort, freePorts } from '../ports.js'
import { startAnvil, type LocalNode } from './anvil.js'
import { selectedBackends } from './backends.js'
import { buildApp } from './build-app.js'
import { ensureChromium } from './chromium.js'
import type { E2eContext } from './context.js'
import { startServe } from './serve-app.js'
import { startStaticServer, type StaticServer } from './static-server.js'

/** Owns ENS's root on the chain-1 node: anvil's second funded account, so the wallets' account (the first) sends nothing there. */
const ENS_DEPLOYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/** The headers `npm run serve` would send with a build made from `env`: the e2e pages run under the same CSP. */
const headersFor = (env: Record<string, string>, distDir: string) =>
  securityHeaders(readConfig(env, { dev: false }), { secure: false, inlineScripts: builtInlineScripts(distDir) })

/**
 * The e2e run's world, started once: Debian's chromium (installed when missing), the local
 * chain (31337) and a chain-10 node, one production build per backend served on 127.0.0.1, and a
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
    const nodes: LocalNode[] = await Promise.all([
      startAnvil({ port: localPort, chainId: 31337 }),
      startAnvil({ port: opPort, chainId: 10 }),
      startAnvil({ port: mainnetPort, chainId: 1 }),
    ])
    for (const node of nodes) stops.push(node.stop)
    const [local, op, mainnet] = nodes as [LocalNode, LocalNode, LocalNode]
    // Names are looked up after every connect: on this node, never on a host elsewhere.
    const { registry, resolver, reverseRegistrar } = await deployLocalEns(mainnet.url, ENS_DEPLOYER, { registryAt: ENS_REGISTRY_ADDRESS })

    const workDir = mkdtempSync(join(tmpdir(), 'rpgf-e2e-'))
    stops.push(async () => rmSync(workDir, { recursive: true, force: true }))

    const chainEnv = { VITE_RPC_URL_31337: local.url, VITE_RPC_URL_10: op.url, VITE_RPC_URL_1: mainnet.url }
    const apps: E2eContext['apps'] = {}
    for (const backend of selectedBackends()) {
      const outDir = await buildApp({ backend, outDir: join(workDir, backend), env: chainEnv })
      const server: StaticServer = await startStaticServer({ root: outDir, headers: headersFor({ ...chainEnv, VITE_WALLET_BACKEND: backend }, outDir) })
      stops.push(server.close)
      apps[backend] = server.url
    }

    const signInEnv = { ...chainEnv, VITE_SIGN_IN: 'siwe' }
    const signInDist = await buildApp({ backend: 'wagmi', outDir: join(workDir, 'sign-in'), env: signInEnv })
    const served = await startServe({ root: ROOT, distDir: signInDist, port: await freePort(), env: signInEnv })
    stops.push(served.stop)

    const devPagesDist = await buildApp({ backend: 'wagmi', outDir: join(workDir, 'dev-pages'), env: { ...chainEnv, VITE_DEV_PAGES: 'on' } })
    const devPages = await startStaticServer({ root: devPagesDist, headers: headersFor({ ...chainEnv, VITE_WALLET_BACKEND: 'wagmi' }, devPagesDist) })
    stops.push(devPages.close)

    const screenshotDir = join(ROOT, 'artifacts', 'screenshots')
    rmSync(screenshotDir, { recursive: true, force: true })
    mkdirSync(screenshotDir, { recursive: true })

    project.provide('e2e', {
      localChainUrl: local.url,
      opChainUrl: op.url,
      mainnetUrl: mainnet.url,
      ens: { registry, resolver, reverseRegistrar, deployer: ENS_DEPLOYER },
      apps,
      signInApp: served.url,
      devPagesApp: devPages.url,
      screenshotDir,
    })
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
