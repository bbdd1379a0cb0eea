import {
  connectedStateOf,
  DISCONNECTED,
  parseConnectionRecord,
  STORAGE_KEY_CONNECTION,
  type AuthPort,
  type AuthSession,
  type ChainInfo,
  type ConnectionState,
} from '../../src-domain/index.js'
import type { AppServices } from '../../src-ui/services.js'
import { lazyBackendPorts } from '../backends/lazy.js'
import { assembleContainer, backendModule, resolveServices } from '../container.js'
import { checkOptions, storageOf, type WalletServicesOptions } from './create-wallet-services.js'
import { readCookie } from './read-cookie.js'

/**
 * The kit's options, checked and normalized (the chains in the kit's own shape), and nothing
 * built: what `<WalletProvider config>` builds its services from, once per page. Plain data when
 * the options are (a URL for `signIn`, a storage by name, no `loadBackend`), so a server component
 * may hand it to the provider.
 */
export interface WalletConfig extends Omit<WalletServicesOptions, 'chains'> {
  readonly chains: readonly ChainInfo[]
}

/**
 * Checks the options of `createWalletServices` and gives them back as the provider's config.
 * Synchronous, builds nothing and touches no browser global: safe at a module's top level on a
 * server. A mistake throws an InvalidConfigError naming it.
 */
export function walletConfig(options: WalletServicesOptions): WalletConfig {
  const { config } = checkOptions(options)
  return { ...options, appName: config.appName, chains: config.chains }
}

/** What a server knew when it rendered the page: the connection (from its cookie) and the sign-in session. */
export interface WalletInitialState {
  connection: ConnectionState
  /** The signed-in session (`getSession` of `retropgf-connect/server`); null when signed out, absent when unknown. */
  session?: AuthSession | null
}

/**
 * The state a server renders with, from the request's `Cookie` header and the connection cookie
 * that `storage: 'cookie'` keeps: the connected account, or disconnected. A missing, garbled,
 * oversized or tampered cookie is disconnected; never an exception, never a text from the cookie
 * other than a checked wallet id, address and chain id. A session is kept only for the account the
 * cookie names.
 */
export function cookieToInitialState(
  config: WalletConfig,
  cookieHeader: string | null | undefined,
  options: { session?: AuthSession | null } = {},
): WalletInitialState {
  const record = parseConnectionRecord(readCookie(cookieHeader, STORAGE_KEY_CONNECTION))
  const connection = record ? connectedStateOf(record, config.chains) : DISCONNECTED
  if (options.session === undefined) return { connection }
  const own = options.session !== null && connection.status === 'connected' && options.session.address.toLowerCase() === connection.address.toLowerCase()
  return { connection, session: own ? options.session : null }
}

/**
 * The services of a config, built now and synchronously: the backend's code is fetched on first
 * need (a reconnect, the connect dialog), the sign-in client's with the first sign-in call. What
 * the page starts from is the initial state, so a server render and the hydration agree.
 */
export function servicesFromConfig(config: WalletConfig, initialState?: WalletInitialState): AppServices & { preload(): void } {
  const checked = checkOptions(config)
  const storage = storageOf(config.storage)
  let ports: ReturnType<typeof lazyBackendPorts> | undefined
  const backend = backendModule((args) => (ports = lazyBackendPorts(checked.load, args)))
  const auth = checked.auth ?? (checked.config.signIn ? lazyHttpAuth(checked.config.signInUrl) : undefined)
  const container = assembleContainer({
    config: checked.config,
    storage,
    backend,
    ...(auth ? { auth } : {}),
    ...(initialState ? { initialConnection: initialState.connection } : {}),
    ...(initialState?.session !== undefined ? { initialSession: initialState.session } : {}),
  })
  const services = resolveServices(container, checked.config)
  return { ...services, preload: () => void ports?.load().catch(() => undefined) }
}

/** The HTTP sign-in client, its code fetched with the first call (a message is made only after a nonce). */
function lazyHttpAuth(apiUrl: string | undefined): AuthPort {
  let port: AuthPort | undefined
  const load = async (): Promise<AuthPort> => {
    if (port) return port
    const { createHttpAuth } = await import('../../src-adapters/http/index.js')
    port = createHttpAuth(apiUrl === undefined ? {} : { apiUrl })
    return port
  }
  return {
    getNonce: async () => (await load()).getNonce(),
    createMessage(args) {
      if (!port) throw new Error('The sign-in message is made after a nonce is fetched.')
      return port.createMessage(args)
    },
    verify: async (args) => (await load()).verify(args),
    signOut: async () => (await load()).signOut(),
    getSession: async () => (await load()).getSession(),
  }
}
