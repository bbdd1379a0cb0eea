import { ContainerModule } from 'inversify'
import { createEthersChainRpc, createEthersWallet } from '../../src-adapters/ethers/index.js'
import { TOKENS } from '../tokens.js'

/** The ethers v6 backend: EIP-6963 injected wallets and WalletConnect; reads through ethers providers with fallback. */
export const ethersBackend = new ContainerModule(({ bind }) => {
  bind(TOKENS.Wallet)
    .toResolvedValue(
      (config, storage) =>
        createEthersWallet({
          chains: config.chains,
          storage,
          walletConnect: { projectId: config.walletConnectProjectId, appName: config.appName },
        }),
      [TOKENS.Config, TOKENS.Storage],
    )
    .inSingletonScope()
  bind(TOKENS.ChainRpc)
    .toResolvedValue((config) => createEthersChainRpc({ chains: config.chains }), [TOKENS.Config])
    .inSingletonScope()
})
