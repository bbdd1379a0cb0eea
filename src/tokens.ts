import type { ServiceIdentifier } from 'inversify'
import type {
  AuthPort,
  ChainInfo,
  ChainRpcPort,
  ConnectionService,
  NamePortSource,
  SignInService,
  StoragePort,
  TransactionService,
  WalletGroupChoice,
  WalletPort,
} from '../src-domain/index.js'

/** What the container builds the services from (the env's config, or `createWalletServices`' options, checked). */
export interface ServicesConfig {
  appName: string
  /** The first is the app's default. */
  chains: readonly ChainInfo[]
  /** WalletConnect Cloud project id; checked only when a WalletConnect wallet is used. */
  walletConnectProjectId: string | undefined
  /** Sign-In with Ethereum is optional: on only when configured. */
  signIn: boolean
  /** The sign-in API's URL; the page's own `/api/auth` when absent. */
  signInUrl?: string
  /** The wallets offered, grouped and in order; the backend's own list when absent. */
  wallets?: readonly WalletGroupChoice[]
  /** Where accounts' names and avatars come from (a loader: its code is fetched after a connect); none shown when absent. */
  names?: NamePortSource
}

/** Service identifiers of the container: one per port and per domain service. */
export const TOKENS = {
  Config: Symbol.for('Config') as ServiceIdentifier<ServicesConfig>,
  Wallet: Symbol.for('WalletPort') as ServiceIdentifier<WalletPort>,
  ChainRpc: Symbol.for('ChainRpcPort') as ServiceIdentifier<ChainRpcPort>,
  Storage: Symbol.for('StoragePort') as ServiceIdentifier<StoragePort>,
  Auth: Symbol.for('AuthPort') as ServiceIdentifier<AuthPort>,
  Connection: Symbol.for('ConnectionService') as ServiceIdentifier<ConnectionService>,
  SignIn: Symbol.for('SignInService') as ServiceIdentifier<SignInService>,
  Transactions: Symbol.for('TransactionService') as ServiceIdentifier<TransactionService>,
} as const
