/**
 * Signing and sending, loaded when the app first signs or sends: viem's transaction preparation
 * behind them is not needed to list wallets, connect or switch, so it stays out of the start bundle.
 */
export { sendTransaction, signMessage } from '@wagmi/core'
