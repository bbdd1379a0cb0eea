export { createEip1193Wallet, type Eip1193WalletOptions } from './wallet.js'
export { createFetchChainRpc, type FetchChainRpc, type FetchChainRpcOptions } from './chain-rpc.js'
