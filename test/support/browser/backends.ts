import { EIP1193_BACKENDS, WALLET_BACKENDS } from '../../../src/backends/index.js'
import type { E2eBackend } from './build-app.js'

/**
 * The backends whose production builds the e2e run builds and drives: every one of the list in
 * src/backends. `E2E_BACKENDS=memory,wagmi` narrows a local run; the default is all of them.
 */
export const ALL_E2E_BACKENDS: readonly E2eBackend[] = WALLET_BACKENDS

/** The selected backends that reach wallets through EIP-1193: driven with the injected test wallet. */
export const eip1193Backends = (env: NodeJS.ProcessEnv = process.env): E2eBackend[] => selectedBackends(env).filter((name) => EIP1193_BACKENDS.includes(name))

/** The selected backends with a wallet of their own (the Mock Wallet), driven without a test wallet. */
export const memoryBackends = (env: NodeJS.ProcessEnv = process.env): E2eBackend[] => selectedBackends(env).filter((name) => !EIP1193_BACKENDS.includes(name))

export function selectedBackends(env: NodeJS.ProcessEnv = process.env): E2eBackend[] {
  const wanted = env.E2E_BACKENDS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!wanted || wanted.length === 0) return [...ALL_E2E_BACKENDS]
  const unknown = wanted.filter((name) => !ALL_E2E_BACKENDS.includes(name as E2eBackend))
  if (unknown.length > 0) throw new Error(`E2E_BACKENDS has unknown backends: ${unknown.join(', ')} (known: ${ALL_E2E_BACKENDS.join(', ')}).`)
  return wanted as E2eBackend[]
}
