import type { E2eBackend } from './build-app.js'

/**
 * The backends whose production builds the e2e run builds and drives. `E2E_BACKENDS=memory,wagmi`
 * narrows a local run; the default is all of them.
 */
export const ALL_E2E_BACKENDS: readonly E2eBackend[] = ['memory', 'wagmi', 'ethers']

export function selectedBackends(env: NodeJS.ProcessEnv = process.env): E2eBackend[] {
  const wanted = env.E2E_BACKENDS?.split(',').map((name) => name.trim()).filter(Boolean)
  if (!wanted || wanted.length === 0) return [...ALL_E2E_BACKENDS]
  const unknown = wanted.filter((name) => !ALL_E2E_BACKENDS.includes(name as E2eBackend))
  if (unknown.length > 0) throw new Error(`E2E_BACKENDS has unknown backends: ${unknown.join(', ')} (known: ${ALL_E2E_BACKENDS.join(', ')}).`)
  return wanted as E2eBackend[]
}
