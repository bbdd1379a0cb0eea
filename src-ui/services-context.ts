import { createContext, useContext } from 'react'
import type {
  ChainInfo,
  ChainRpcPort,
  ConnectionService,
  NameService,
  SignInService,
  StoragePort,
  TransactionService,
  WalletPort,
} from '../src-domain/index.js'

/** Everything the UI needs, resolved by the composition root (src/) and handed down once. */
export interface AppServices {
  appName: string
  chains: readonly ChainInfo[]
  wallet: WalletPort
  rpc: ChainRpcPort
  storage: StoragePort
  connection: ConnectionService
  transactions: TransactionService
  /** Absent when sign-in is not configured: it stays optional. */
  signIn?: SignInService
  /** Accounts' names and avatars; absent, accounts are shown by their address alone. */
  names?: NameService
  /** Holds every domain service running (see the domain's Service); returns the release. */
  start(): () => void
}

/** Read where no connection view is needed (the start screen's avatar): this file pulls in no service code. */
export const ServicesContext = createContext<AppServices | null>(null)

/** The services, or null where none are provided (the shell the build renders ahead, with no account in it). */
export function useOptionalServices(): AppServices | null {
  return useContext(ServicesContext)
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.')
  return services
}
