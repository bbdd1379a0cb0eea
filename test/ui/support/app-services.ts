import { localChain } from '../../../src-domain/index.js'
import { readConfig } from '../../../src/config.js'
import { buildTestServices, type TestServiceParts, type TestServices, type TestServicesOptions } from '../../../src/kit/test-services.js'

/**
 * The kit's test services (the testing entry's own, src/kit/test-services.ts) as this app runs them
 * in development: its name and chains (OP Mainnet first, the local chain), the wallet on the local
 * chain. The one fixture under every UI test's harness.
 */
export function appTestServices(options: Omit<TestServicesOptions, 'appName' | 'chains'> = {}, parts: TestServiceParts = {}): Promise<TestServices> {
  const config = readConfig({ VITE_WALLET_BACKEND: 'memory' }, { dev: true })
  return buildTestServices({ appName: config.appName, chains: config.chains, chainId: localChain.id, ...options }, parts)
}
