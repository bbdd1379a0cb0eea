import { useEffect, useState } from 'react'

type Names = ReadonlyMap<number, string>
let loaded: Names | undefined
let loading: Promise<Names> | undefined

/** viem's chain names as plain data (about 7 kB gzipped), fetched the first time a wallet is on a chain the app was not given. */
const loadNames = (): Promise<Names> =>
  (loading ??= import('../../src-domain/chains/known-chain-names.js').then(({ KNOWN_CHAIN_NAMES }) => (loaded = KNOWN_CHAIN_NAMES)))

/**
 * The public name of a chain the app was not configured with (`Ethereum` for 1), once the table is
 * in; undefined until then, for a chain the table does not know, or when `wanted` is false.
 */
export function useKnownChainName(chainId: number, wanted: boolean): string | undefined {
  const [names, setNames] = useState(loaded)
  useEffect(() => {
    if (!wanted || names) return
    let live = true
    // A failed fetch leaves the `Chain <id>` text, which is still true.
    loadNames().then(
      (table) => live && setNames(table),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, names])
  return wanted ? names?.get(chainId) : undefined
}
