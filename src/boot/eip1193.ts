// The boot script of a backend whose wallets are EIP-1193 providers: the remembered wallet is
// found by EIP-6963 (or as window.ethereum) and asked with eth_accounts, which never prompts.
import { peekInjectedWallet } from '../../src-adapters/wallet-kernel/index.js'
import { boot } from './boot.js'

boot(window, { peek: (walletId) => peekInjectedWallet(window, walletId) })
