import type { ConnectionState } from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { useStore } from './use-store.js'

export function useConnection(): ConnectionState {
  return useStore(useServices().connection)
}
