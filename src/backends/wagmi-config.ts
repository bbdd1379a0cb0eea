import type { Config } from '@wagmi/core'
import { use } from 'react'
import type { WagmiWallet } from '../../src-adapters/wagmi/index.js'
import { useServices } from '../../src-ui/services.js'

const NOT_WAGMI =
  "useWagmiConfig needs the wagmi backend: createWalletServices({ backend: 'wagmi', loadBackend: () => import('retropgf-connect/wagmi'), ... })."

/**
 * The one wagmi `Config` the kit connects with, for `<WagmiProvider config={useWagmiConfig()}
 * reconnectOnMount={false}>` (from `wagmi`) inside `WalletProvider`: wagmi's hooks then see the
 * kit's connection, and a disconnect or switch made with them is the kit's too. Suspends (wrap it in
 * `<Suspense>`) while wagmi loads, which it then does at start rather than on the first connect.
 */
export function useWagmiConfig(): Config {
  const { wallet } = useServices()
  const loadConfig = (wallet as Partial<WagmiWallet>).loadConfig
  if (typeof loadConfig !== 'function') throw new Error(NOT_WAGMI)
  return use(loadConfig())
}
