import { ContainerModule } from 'inversify'
import { createWagmiChainRpc, createWagmiWalletPort } from '../../src-adapters/wagmi/index.js'
import { TOKENS } from '../tokens.js'

/**
 * The wagmi backend (the production default): EIP-6963 injected wallets, Safe, Rainbow, Coinbase
 * Wallet, MetaMask, WalletConnect, Brave Wallet and, with the local chain, the mock connector;
 * reads through viem public clients with fallback transports.
 */
export const wagmiBackend = new ContainerModule(({ bind }) => {
  bind(TOKENS.Wallet)
    .toResolvedValue(
      (config, storage) =>
        createWagmiWalletPort({
          chains: config.chains,
          storage,
          walletConnect: { projectId: config.walletConnectProjectId, appName: config.appName },
          mock: true,
        }),
      [TOKENS.Config, TOKENS.Storage],
    )
    .inSingletonScope()
  bind(TOKENS.ChainRpc)
    .toResolvedValue((config) => createWagmiChainRpc({ chains: config.chains }), [TOKENS.Config])
    .inSingletonScope()
})
