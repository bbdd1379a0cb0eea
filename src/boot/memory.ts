// The boot script of the in-memory backend: its Mock Wallet answers for the wallet the app remembers.
import { peekMemoryWallet } from '../../src-adapters/memory/wallet.js'
import { boot } from './boot.js'

boot(window, { peek: peekMemoryWallet })
