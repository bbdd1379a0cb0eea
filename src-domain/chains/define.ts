import { InvalidConfigError } from '../errors/config.js'
import { isChainId } from '../types.js'
import type { BlockExplorer, ChainInfo, NativeCurrency } from './types.js'

/**
 * A chain as an app describes it: this kit's own shape (`rpcUrls` a list), or a viem-style chain
 * object (`rpcUrls: { default: { http: [...] } }`), so a chain object exported by viem's chains module fits as is.
 */
export interface ChainInput {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  /** Tried in order: the first that answers wins, a failing one hands over to the next. */
  rpcUrls: readonly string[] | { readonly default: { readonly http: readonly string[] } }
  blockExplorers?: { readonly default: BlockExplorer }
  /** A `data:image/` URI, an https URL or an app-relative path. */
  iconUrl?: string
  iconBackground?: string
  testnet?: boolean
  /** A short slug; the name in lower case with dashes by default. */
  network?: string
}

/** Bounds on what a config may hold, so a mistaken list cannot make every render slow. */
const MAX_CHAINS = 100
const MAX_RPC_URLS = 10
const MAX_TEXT = 100

/** An http(s) URL with a host and no blank: read by its shape (the domain has no URL parser; the adapters' fetch has the last word). */
const HTTP_URL_RE = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i
const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && value.length <= 2048 && HTTP_URL_RE.test(value)

const isIcon = (value: string) => /^data:image\//.test(value) || /^\.{0,2}\//.test(value) || /^https:\/\//.test(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT

/** The URLs in either shape; undefined when `rpcUrls` is neither a list nor viem's `{ default: { http } }`. */
function rpcList(input: ChainInput['rpcUrls'] | undefined): readonly unknown[] | undefined {
  if (Array.isArray(input)) return input
  const http = (input as { default?: { http?: unknown } } | undefined)?.default?.http
  return Array.isArray(http) ? http : undefined
}

/** Every mistake in one chain, each naming the field and how to put it right. */
function chainProblems(input: ChainInput, at: string): string[] {
  const problems: string[] = []
  if (!isChainId(input.id)) problems.push(`${at}.id must be a positive whole number, got ${String(input.id)}.`)
  if (!isText(input.name)) problems.push(`${at}.name must be a non-empty text of at most ${MAX_TEXT} characters.`)
  const currency = input.nativeCurrency as Partial<NativeCurrency> | undefined
  if (!currency || !isText(currency.name) || !isText(currency.symbol)) problems.push(`${at}.nativeCurrency needs a name and a symbol.`)
  else if (!Number.isInteger(currency.decimals) || currency.decimals! < 0 || currency.decimals! > 36) {
    problems.push(`${at}.nativeCurrency.decimals must be a whole number from 0 to 36.`)
  }
  const urls = rpcList(input.rpcUrls) ?? []
  // An empty list is a chain the wallet can be on while the app reads nothing of it (a retired testnet
  // with no public node): its reads are refused as not configured, before anything is sent.
  if (!rpcList(input.rpcUrls)) problems.push(`${at}.rpcUrls must be a list of http(s) URLs (or viem's { default: { http } }).`)
  else if (urls.length > MAX_RPC_URLS) problems.push(`${at}.rpcUrls must list at most ${MAX_RPC_URLS} http(s) URLs.`)
  for (const url of urls) if (!isHttpUrl(url)) problems.push(`${at}.rpcUrls: "${String(url)}" is not an http(s) URL.`)
  const explorer = input.blockExplorers?.default
  if (explorer && (!isText(explorer.name) || !isHttpUrl(explorer.url))) problems.push(`${at}.blockExplorers.default needs a name and an http(s) url.`)
  if (input.iconUrl !== undefined && (typeof input.iconUrl !== 'string' || !isIcon(input.iconUrl))) {
    problems.push(`${at}.iconUrl must be a data:image/ URI, an https URL or a path.`)
  }
  return problems
}

const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function toChainInfo(input: ChainInput): ChainInfo {
  const explorer = input.blockExplorers?.default
  return {
    id: input.id,
    name: input.name.trim(),
    network: input.network ?? slug(input.name),
    nativeCurrency: { name: input.nativeCurrency.name, symbol: input.nativeCurrency.symbol, decimals: input.nativeCurrency.decimals },
    rpcUrls: [...new Set((rpcList(input.rpcUrls) ?? []) as string[])],
    testnet: input.testnet ?? false,
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(input.iconUrl ? { iconUrl: input.iconUrl } : {}),
    ...(input.iconBackground ? { iconBackground: input.iconBackground } : {}),
  }
}

/**
 * The app's chains, checked: at least one, each id once, every field well formed. Throws one
 * InvalidConfigError listing every problem; the first chain is the app's default.
 */
export function defineChains(inputs: readonly ChainInput[]): ChainInfo[] {
  if (!Array.isArray(inputs) || inputs.length === 0 || inputs.length > MAX_CHAINS) {
    throw new InvalidConfigError(`chains must list 1 to ${MAX_CHAINS} chains.`)
  }
  const problems = inputs.flatMap((input, index) =>
    typeof input === 'object' && input !== null ? chainProblems(input, `chains[${index}]`) : [`chains[${index}] must be a chain object.`],
  )
  const ids = inputs.map((input) => input?.id)
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index)
  if (repeated.length > 0) problems.push(`chains: each id once, ${[...new Set(repeated)].join(', ')} repeated.`)
  if (problems.length > 0) throw new InvalidConfigError(problems.join('\n'))
  return inputs.map(toChainInfo)
}
