import { useEffect, useState } from 'react'
import { InvalidConfigError } from '../../src-domain/index.js'
import type { AppServices } from '../../src-ui/services.js'
import { WalletProvider as ServicesWalletProvider, type WalletProviderProps as ServicesProviderProps } from '../../src-ui/WalletProvider.js'
import { servicesFromConfig, type WalletConfig, type WalletInitialState } from './wallet-config.js'

export interface WalletProviderProps extends Omit<ServicesProviderProps, 'services'> {
  /**
   * What `walletConfig(options)` gave: the provider builds the services from it once per page (per
   * React root), the backend's code fetched when first needed. Plain data when the options are, so
   * a server component (a Next.js root layout) can pass it.
   */
  config?: WalletConfig
  /**
   * What the server rendered with (`cookieToInitialState`): the server's markup and the page's
   * hydration both draw it, and the wallet's own answer is applied after. Only with `config`.
   */
  initialState?: WalletInitialState
  /** What `createWalletServices` built, for an app that holds its services outside React; or `config`. */
  services?: AppServices
}

/** Fetches the backend's code once the page is idle, so a first pick waits for the wallet alone. */
const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 200)
  return () => clearTimeout(handle)
}

/**
 * Everything the wallet UI needs around an app, and no layout: the services (from `config`, or
 * built by the app), the persisted query cache, the theme and language, the dialogs, the sign-in
 * dialog when sign-in is on, and a polite live region. Put `ConnectButton` (or your own, with the
 * hooks) anywhere inside it. On a server it renders the initial state and keeps nothing between
 * requests: each render builds its own services, and nothing there asks a wallet or a node.
 */
export function WalletProvider({ config, initialState, services, ...props }: WalletProviderProps) {
  if (!services && !config) throw new InvalidConfigError('WalletProvider needs config (walletConfig(options)) or services (createWalletServices(options)).')
  const [built] = useState(() => (services ? undefined : servicesFromConfig(config!, initialState)))
  useEffect(() => (built ? whenIdle(built.preload) : undefined), [built])
  return <ServicesWalletProvider services={services ?? built!} {...props} />
}
