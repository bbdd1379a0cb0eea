import { createInjectedWallet, type InjectedWallet, type InjectedWalletOptions } from '../wallet-kernel/index.js'

export type Eip1193WalletOptions = Omit<InjectedWalletOptions, 'signer' | 'walletConnect'>

/**
 * WalletPort with no wallet library: the wallet kernel as it is, every wallet call a
 * request straight to the EIP-1193 provider (`personal_sign`, `eth_sendTransaction`). Injected
 * and EIP-6963 wallets only; WalletConnect needs its SDK, which is another backend's business.
 */
export function createEip1193Wallet(options: Eip1193WalletOptions): InjectedWallet {
  return createInjectedWallet(options)
}
