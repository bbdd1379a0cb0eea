import { importReads } from './chain-rpc.js'
import { importEngine } from './wallet.js'

/**
 * What a connect to an injected wallet and the first chain read load on first use: the engine
 * (@wagmi/core with the injected and mock connectors) and viem's read client. The SDK wallets'
 * connectors are not in it: they load only when picked.
 */
export async function preloadWagmiConnect(): Promise<void> {
  await Promise.all([importEngine(), importReads()])
}
