export { createEip1193Wallet, LAST_WALLET_KEY, type Eip1193WalletOptions } from './wallet.js'
