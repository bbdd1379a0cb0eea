import { useSyncExternalStore } from 'react'
import { whenIdle } from '../../idle.js'

type Logos = Readonly<Record<string, string>>

const NOTHING = () => () => {}

/**
 * A hook over a set of logos kept in a chunk of its own: the first component that wants a logo
 * fetches the chunk, every one draws its logo once it is in. A failed fetch is tried again by the
 * next component that mounts; until then the caller draws its stand-in (an initial, a badge).
 */
function lazyLogos(
  load: () => Promise<Logos>,
  onLoaded: (logos: Logos) => void = () => {},
): {
  use: (key: string | number | undefined) => string | undefined
  useLoaded: (wanted: boolean) => boolean
  preload: () => void
} {
  let logos: Logos | undefined
  let loading: Promise<void> | undefined
  const listeners = new Set<() => void>()
  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        logos = loaded
        for (const notify of [...listeners]) notify()
        onLoaded(loaded)
      },
      () => {
        loading = undefined
      },
    )
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    preload()
    return () => void listeners.delete(listener)
  }
  const use = (key: string | number | undefined) =>
    useSyncExternalStore(
      key === undefined ? NOTHING : subscribe,
      () => (key === undefined ? undefined : logos?.[String(key)]),
      () => undefined,
    )
  /** Whether the set is in (fetching it when `wanted`). */
  const useLoaded = (wanted: boolean) =>
    useSyncExternalStore(
      wanted ? subscribe : NOTHING,
      () => logos !== undefined,
      () => false,
    )
  return { use, useLoaded, preload }
}

const walletLogos = lazyLogos(() => import('./wallet-logos.js').then((module) => module.WALLET_LOGOS))
const extraWalletLogos = lazyLogos(() => import('./extra-wallet-logos.js').then((module) => module.EXTRA_WALLET_LOGOS))
/** Pictures decoded ahead, kept so the browser keeps them (a picture no element holds may be dropped). */
const decoded = new Map<string, HTMLImageElement>()

/**
 * Decodes pictures while the page is idle, one an idle moment. A browser parses an SVG picture the
 * first time an element shows it: 4 to 12 ms for one logo on a slow phone, which fell between the
 * pick of a wallet and the account's first frame when the chain button showed its logo.
 */
export function decodeWhenIdle(urls: Iterable<string>): void {
  const waiting = [...new Set(urls)].filter((url) => !decoded.has(url))
  const next = () => {
    // Nothing to decode with outside a page (a test's DOM torn down before the page was idle).
    if (typeof Image !== 'function') return
    const url = waiting.shift()
    if (url === undefined) return
    const picture = new Image()
    picture.src = url
    decoded.set(url, picture)
    if (waiting.length > 0) whenIdle(next, 2_000)
  }
  if (waiting.length > 0) whenIdle(next, 2_000)
}

const chainLogos = lazyLogos(
  () => import('./chain-logos.js').then((module) => module.CHAIN_LOGOS),
  (logos) => decodeWhenIdle(Object.values(logos)),
)

/**
 * A catalogue wallet's logo (`data:` URL) by wallet id, once its chunk is in; undefined for `undefined`.
 * The default wallets' chunk first; an id it has no logo for (a wallet the app names beyond the
 * defaults) then asks the second chunk, so an app that lists only the defaults never fetches it.
 */
export function useWalletLogo(key: string | number | undefined): string | undefined {
  const own = walletLogos.use(key)
  const ownLoaded = walletLogos.useLoaded(key !== undefined)
  const named = extraWalletLogos.use(ownLoaded && own === undefined ? key : undefined)
  return own ?? named
}
/** A configured chain's logo (`data:` URL) by chain id, once its chunk is in. */
export const useChainLogo = chainLogos.use
/**
 * Fetches the chain logos ahead, and decodes them when the page is idle. The connect dialog asks for
 * them as it opens: the chain button follows the pick, and its logo is then in, parsed, without a
 * fetch or a parse of its own between the click and the account.
 */
export const preloadChainLogos = chainLogos.preload
