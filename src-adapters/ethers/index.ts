export { createEthersWallet } from './wallet.js'
export { createEthersChainRpc } from './chain-rpc.js'
export { preloadEthersConnect } from './lazy.js'
