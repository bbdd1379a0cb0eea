import type { ServiceIdentifier } from 'inversify'
import type { AuthPort, ChainRpcPort, ConnectionService, SignInService, StoragePort, TransactionService, WalletPort } from '../src-domain/index.js'
import type { ServicesConfig } from './services.js'

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
