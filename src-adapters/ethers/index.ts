export { createEthersWallet, type EthersWallet, type EthersWalletOptions } from './wallet.js'
export { createEthersChainRpc, type EthersChainRpc, type EthersChainRpcOptions } from './chain-rpc.js'
export { preloadEthersConnect } from './lazy.js'
