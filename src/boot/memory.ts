// The boot script of the in-memory backend: its Mock Wallet keeps the connection in storage.
import { peekMemoryWallet } from '../../src-adapters/memory/wallet.js'
import { boot } from './boot.js'

const storage = {
  read(key: string): string | null {
    try {
      return localStorage.getItem(key)
    } catch {
      return null // storage disabled: the wallet remembers nothing
    }
  },
}

boot(window, { peek: () => peekMemoryWallet(storage) })
