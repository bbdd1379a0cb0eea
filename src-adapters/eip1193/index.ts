export { createEip1193Wallet, type Eip1193WalletOptions } from './wallet.js'
