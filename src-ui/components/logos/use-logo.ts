import { useSyncExternalStore } from 'react'

type Logos = Readonly<Record<string, string>>

const NOTHING = () => () => {}

/**
 * A hook over a set of logos kept in a chunk of its own: the first component that wants a logo
 * fetches the chunk, every one draws its logo once it is in. A failed fetch is tried again by the
 * next component that mounts; until then the caller draws its stand-in (an initial, a badge).
 */
function lazyLogos(load: () => Promise<Logos>): (key: string | number | undefined) => string | undefined {
  let logos: Logos | undefined
  let loading: Promise<void> | undefined
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    loading ??= load().then(
      (loaded) => {
        logos = loaded
        for (const notify of [...listeners]) notify()
      },
      () => {
        loading = undefined
      },
    )
    return () => void listeners.delete(listener)
  }
  return (key) =>
    useSyncExternalStore(
      key === undefined ? NOTHING : subscribe,
      () => (key === undefined ? undefined : logos?.[String(key)]),
      () => undefined,
    )
}

/** A catalogue wallet's logo (`data:` URL) by wallet id, once its chunk is in; undefined for `undefined`. */
export const useWalletLogo = lazyLogos(() => import('./wallet-logos.js').then((module) => module.WALLET_LOGOS))
/** A configured chain's logo (`data:` URL) by chain id, once its chunk is in. */
export const useChainLogo = lazyLogos(() => import('./chain-logos.js').then((module) => module.CHAIN_LOGOS))
