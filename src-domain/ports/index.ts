export type { WalletPort, WalletEvent, ConnectResult, TransactionRequest } from './wallet-port.js'
export type { ChainRpcPort, TransactionReceipt } from './chain-rpc-port.js'
export type { StoragePort, StorageChange } from './storage-port.js'
export type { AuthPort, AuthSession } from './auth-port.js'
