export { createEip1193Wallet, LAST_WALLET_KEY, type Eip1193WalletOptions } from './wallet.js'
export { createFetchChainRpc, type FetchChainRpc, type FetchChainRpcOptions } from './chain-rpc.js'
