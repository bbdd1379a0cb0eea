import type { ChainId } from '../types.js'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface BlockExplorer {
  name: string
  url: string
}

/** The spec's chain entry. RPC URLs are ordered: the first that answers wins. */
export interface ChainInfo {
  id: ChainId
  name: string
  network: string
  nativeCurrency: NativeCurrency
  rpcUrls: readonly string[]
  blockExplorers?: { default: BlockExplorer }
  testnet: boolean
  iconUrl?: string
  iconBackground?: string
}
