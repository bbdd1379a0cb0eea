import { ContainerModule } from 'inversify'
import { createMemoryChainRpc, createMemoryWallet } from '../../src-adapters/memory/index.js'
import { TOKENS } from '../tokens.js'

/** The embedded default: an in-memory wallet (connects after 100 ms) and chain; no keys, no network. */
export const memoryBackend = new ContainerModule(({ bind }) => {
  bind(TOKENS.Wallet)
    .toResolvedValue((storage) => createMemoryWallet({ storage }), [TOKENS.Storage])
    .inSingletonScope()
  bind(TOKENS.ChainRpc)
    .toResolvedValue(() => {
      const rpc = createMemoryChainRpc()
      // 1.2345 ETH on every chain so the balance has something to show.
      for (const chainId of [10, 420, 31337]) {
        rpc.control.setBalance(chainId, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 1_234_500_000_000_000_000n)
      }
      return rpc
    })
    .inSingletonScope()
})
