import { BaseError, checkProjectId, RELAY_DEFAULT_TIMEOUT_MS, type ChainInfo } from '../../src-domain/index.js'
import type { Eip1193Provider } from './eip1193.js'

/** The part of WalletConnect's EthereumProvider this backend uses. */
export interface WalletConnectProvider extends Eip1193Provider {
  readonly accounts: readonly string[]
  readonly chainId: number
  readonly session?: unknown
  connect(options?: { optionalChains?: number[] }): Promise<void>
  disconnect(): Promise<void>
}

export interface WalletConnectInitOptions {
  projectId: string
  showQrModal: false
  optionalChains: [number, ...number[]]
  rpcMap: Record<string, string>
  metadata: { name: string; description: string; url: string; icons: string[] }
}

/** Loads the SDK (a backend passes a dynamic import of `@walletconnect/ethereum-provider`, so it loads only when picked). */
export type WalletConnectLoader = () => Promise<{ init(options: WalletConnectInitOptions): Promise<WalletConnectProvider> }>

export interface WalletConnectOptions {
  projectId: string | undefined
  appName?: string
  /** The app's origin, for the metadata wallets show; defaults to `location.origin`. */
  url?: string
  load: WalletConnectLoader
  warn?: (message: string) => void
  /** How long a pairing may wait for the phone; the relay's default of five minutes. */
  timeoutMs?: number
}

/** WalletConnect's pairing got no answer within the relay timeout. */
export class WalletConnectTimeoutError extends BaseError {
  override name = 'WalletConnectTimeoutError'
  constructor(timeoutMs: number) {
    super(`No answer from the wallet within ${Math.round(timeoutMs / 1000)} s.`)
  }
}

/** A WalletConnect wait gives up after the relay timeout (five minutes by default): a phone may never answer. */
export async function withRelayTimeout<T>(promise: Promise<T>, timeoutMs: number = RELAY_DEFAULT_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WalletConnectTimeoutError(timeoutMs)), timeoutMs)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

function currentOrigin(): string {
  const location = (globalThis as { location?: { origin?: unknown } }).location
  return typeof location?.origin === 'string' ? location.origin : 'http://localhost'
}

/** Builds the provider once per wallet instance: the project id checked, every configured chain optional. */
export async function initWalletConnect(options: WalletConnectOptions, chains: readonly ChainInfo[]): Promise<WalletConnectProvider> {
  const projectId = checkProjectId(options.projectId, options.warn ?? ((message) => console.warn(message)))
  const [first, ...rest] = chains.map((chain) => chain.id)
  if (first === undefined) throw new Error('WalletConnect needs at least one configured chain.')
  const sdk = await options.load()
  return sdk.init({
    projectId,
    showQrModal: false,
    optionalChains: [first, ...rest],
    rpcMap: Object.fromEntries(chains.flatMap((chain) => (chain.rpcUrls[0] ? [[String(chain.id), chain.rpcUrls[0]]] : []))),
    metadata: { name: options.appName ?? 'RetroPGF', description: options.appName ?? 'RetroPGF', url: options.url ?? currentOrigin(), icons: [] },
  })
}

/** Waits for the pairing, failing after the relay timeout. */
export function connectWalletConnect(provider: WalletConnectProvider, options: Pick<WalletConnectOptions, 'timeoutMs'>): Promise<void> {
  return withRelayTimeout(provider.connect(), options.timeoutMs)
}
