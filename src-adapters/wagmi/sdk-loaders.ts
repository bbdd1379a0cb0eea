import type { CreateConnectorFn } from '@wagmi/core'
import { checkProjectId, type ChainInfo } from '../../src-domain/index.js'

/** The wallets whose SDK is loaded only when a user picks them. */
export type SdkWalletKind = 'walletConnect' | 'coinbaseWallet' | 'safe' | 'metaMask'

export interface SdkConnectorContext {
  id: string
  name: string
  chains: readonly ChainInfo[]
  appName: string
  /** The app's origin, for the metadata wallets show. */
  url: string
  walletConnectProjectId: string | undefined
  warn: (message: string) => void
}

/** Builds a heavy connector; each default imports its module (and so its SDK) only when called. */
export type SdkConnectorLoader = (context: SdkConnectorContext) => Promise<CreateConnectorFn>

/** The Safe{Wallet} web app, the one iframe parent the Safe connector answers. */
export const SAFE_APP_ORIGIN = /^https:\/\/app\.safe\.global$/

const renamed =
  (fn: CreateConnectorFn, id: string, name: string): CreateConnectorFn =>
  (config) => ({ ...fn(config), id, name })

/**
 * Deep imports on purpose: the @wagmi/connectors index re-exports every connector, and a bundler
 * that meets it at start may keep them all. `import()` puts each in its own chunk.
 */
export const DEFAULT_SDK_LOADERS: Record<SdkWalletKind, SdkConnectorLoader> = {
  async walletConnect(context) {
    // The project id rule runs before anything loads: missing fails, a placeholder warns.
    const projectId = checkProjectId(context.walletConnectProjectId, context.warn)
    const { walletConnect } = await import('@wagmi/connectors/walletConnect')
    const fn = walletConnect({
      projectId,
      showQrModal: false,
      metadata: { name: context.appName, description: context.appName, url: context.url, icons: [] },
    })
    return renamed(fn, context.id, context.name)
  },
  async coinbaseWallet(context) {
    const { coinbaseWallet } = await import('@wagmi/connectors/coinbaseWallet')
    return renamed(coinbaseWallet({ appName: context.appName }), context.id, context.name)
  },
  async safe(context) {
    const { safe } = await import('@wagmi/connectors/safe')
    // The SDK matches message origins (scheme included) against these: only the Safe app may talk to us.
    return renamed(safe({ allowedDomains: [SAFE_APP_ORIGIN], shimDisconnect: true }), context.id, context.name)
  },
  async metaMask(context) {
    const { metaMask } = await import('@wagmi/connectors/metaMask')
    return renamed(metaMask({ dapp: { name: context.appName, url: context.url } }), context.id, context.name)
  },
}
