import type { ChainId } from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { useConnected } from './use-connection.js'

/** The chain the app is on, as wagmi's `useChainId`: the connected wallet's (also one the app does not configure), else the app's first chain. */
export function useChainId(): ChainId {
  const { chains } = useServices()
  return useConnected()?.chainId ?? (chains[0] as { id: ChainId }).id
}
