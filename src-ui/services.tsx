import { createContext, useContext, type ReactNode } from 'react'
import { ConnectionViewProvider } from './hooks/use-connection.js'
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

const ServicesContext = createContext<AppServices | null>(null)

/** The services, and the one view of their connection that every component reads. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <ConnectionViewProvider connection={services.connection}>{children}</ConnectionViewProvider>
    </ServicesContext.Provider>
  )
}

/** The services, or null where none are provided (the shell the build renders ahead, with no account in it). */
export function useOptionalServices(): AppServices | null {
  return useContext(ServicesContext)
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.')
  return services
}
