export { createEthersWallet, LAST_WALLET_KEY, type EthersWallet, type EthersWalletOptions } from './wallet.js'
export {
  createEthersChainRpc,
  DEFAULT_ATTEMPT_TIMEOUT_MS,
  DEFAULT_COOLDOWN_MS,
  type EthersChainRpc,
  type EthersChainRpcOptions,
  type RpcChain,
} from './chain-rpc.js'
