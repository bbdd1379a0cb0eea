// The first screen reads the config: the domain's own modules rather than its index, so the start's
// chunk holds these and not every module the index names (the bundler splits by module).
import type { ChainInfo } from '../src-domain/chains/types.js'
import { localChain, opMainnet, optimismGoerli } from '../src-domain/chains/definitions.js'
import { CHAIN_ID_LOCAL } from '../src-domain/constants.js'
import { InvalidConfigError } from '../src-domain/errors/config.js'
import { isLocale, LOCALES, type Locale } from '../src-ui/i18n/locales.js'
import { resolveTheme } from '../src-ui/theme/theme-checks.js'
import type { ThemeOptions } from '../src-ui/theme/themes.js'

import { WALLET_BACKENDS, type WalletBackend } from './backends/index.js'

export { WALLET_BACKENDS, type WalletBackend }

export interface AppConfig {
  appName: string
  walletBackend: WalletBackend
  /** WalletConnect Cloud project id; checked only when a WalletConnect wallet is used. */
  walletConnectProjectId: string | undefined
  chains: readonly ChainInfo[]
  /** Sign-In with Ethereum is optional: on only when configured. */
  signIn: boolean
  /** VITE_THEME (auto, light, dark, midnight) and VITE_ACCENT_COLOR (#rgb / #rrggbb), checked here. */
  theme: ThemeOptions
  /** VITE_LOCALE: one catalogue for every visitor; absent (or `auto`) follows each browser's languages. */
  locale: Locale | undefined
  /**
   * Where accounts' names and avatars come from: ENS on Ethereum mainnet read from these RPC URLs
   * (`VITE_RPC_URL_1`, the node provider with the key, the public RPC), or `memory`: the in-memory
   * backend's own names, no network (unless `VITE_RPC_URL_1` names a node).
   */
  nameSource: { kind: 'ens'; rpcUrls: readonly string[] } | { kind: 'memory' }
}

export type Env = Readonly<Record<string, string | boolean | undefined>>

/** Node-provider endpoints that take the API key; the chain's public RPC follows as the fallback. */
const PROVIDER_URLS: Record<number, (key: string) => string> = {
  1: (key) => `https://eth-mainnet.g.alchemy.com/v2/${key}`,
  10: (key) => `https://opt-mainnet.g.alchemy.com/v2/${key}`,
}

/** ENS lives on Ethereum mainnet: read only for names, its URLs are built as every chain's are. */
const ENS_CHAIN = { id: 1, rpcUrls: ['https://eth.merkle.io'] }

function text(env: Env, name: string): string | undefined {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function checkUrl(name: string, value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return value
  } catch {
    // fall through to the error below
  }
  throw new InvalidConfigError(`${name} must be an http(s) URL, got "${value}".`)
}

/** The RPC URLs of a chain in the order they are tried: env override, node provider with key, public RPC. */
export function rpcUrlsFor(chain: Pick<ChainInfo, 'id' | 'rpcUrls'>, env: Env): string[] {
  const override = text(env, `VITE_RPC_URL_${chain.id}`)
  const key = text(env, 'VITE_RPC_KEY')
  const provider = key ? PROVIDER_URLS[chain.id]?.(encodeURIComponent(key)) : undefined
  const urls = [override && checkUrl(`VITE_RPC_URL_${chain.id}`, override), provider, ...chain.rpcUrls]
  return [...new Set(urls.filter((url): url is string => url !== undefined))]
}

function readTheme(env: Env): ThemeOptions {
  const name = text(env, 'VITE_THEME')
  const accentColor = text(env, 'VITE_ACCENT_COLOR')
  try {
    return resolveTheme({ ...(name ? { name: name as ThemeOptions['name'] } : {}), ...(accentColor ? { accentColor } : {}) })
  } catch (error) {
    throw new InvalidConfigError(`VITE_THEME / VITE_ACCENT_COLOR: ${(error as Error).message}`, { cause: error })
  }
}

function readLocale(env: Env): Locale | undefined {
  const locale = text(env, 'VITE_LOCALE')
  if (locale === undefined || locale === 'auto') return undefined
  if (!isLocale(locale)) throw new InvalidConfigError(`VITE_LOCALE must be auto or one of ${LOCALES.join(', ')}, got "${locale}".`)
  return locale
}

/**
 * VITE_DEFAULT_CHAIN_ID puts one offered chain first: the app's default, listed first and whose
 * endpoint is checked when the connect dialog opens. Absent: OP Mainnet.
 */
function withDefaultFirst(chains: ChainInfo[], env: Env): ChainInfo[] {
  const id = text(env, 'VITE_DEFAULT_CHAIN_ID')
  if (id === undefined) return chains
  const chosen = chains.find((chain) => String(chain.id) === id)
  if (!chosen) throw new InvalidConfigError(`VITE_DEFAULT_CHAIN_ID must be one of ${chains.map((chain) => chain.id).join(', ')}, got "${id}".`)
  return [chosen, ...chains.filter((chain) => chain !== chosen)]
}

/** Reads the env once, with clear errors. `dev` offers the local chain; a build offers it only when its RPC URL is set. */
export function readConfig(env: Env, options: { dev: boolean }): AppConfig {
  const backend = text(env, 'VITE_WALLET_BACKEND') ?? (options.dev ? 'memory' : 'wagmi')
  if (!WALLET_BACKENDS.includes(backend as WalletBackend)) {
    throw new InvalidConfigError(`VITE_WALLET_BACKEND must be one of ${WALLET_BACKENDS.join(', ')}, got "${backend}".`)
  }
  const withLocal = options.dev || text(env, `VITE_RPC_URL_${CHAIN_ID_LOCAL}`) !== undefined
  const base = withDefaultFirst(withLocal ? [opMainnet, optimismGoerli, localChain] : [opMainnet, optimismGoerli], env)
  return {
    appName: text(env, 'VITE_APP_NAME') ?? 'RetroPGF',
    walletBackend: backend as WalletBackend,
    walletConnectProjectId: text(env, 'VITE_WALLETCONNECT_PROJECT_ID'),
    chains: base.map((chain) => ({ ...chain, rpcUrls: rpcUrlsFor(chain, env) })),
    signIn: text(env, 'VITE_SIGN_IN') === 'siwe',
    theme: readTheme(env),
    locale: readLocale(env),
    nameSource:
      backend === 'memory' && text(env, `VITE_RPC_URL_${ENS_CHAIN.id}`) === undefined
        ? { kind: 'memory' }
        : { kind: 'ens', rpcUrls: rpcUrlsFor(ENS_CHAIN, env) },
  }
}
