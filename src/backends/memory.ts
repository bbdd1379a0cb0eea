import { createMemoryChainRpc, createMemoryWallet } from '../../src-adapters/memory/index.js'
import type { Hex, TransactionRequest } from '../../src-domain/index.js'
import { REVERTING_INIT_CODE } from '../../src-ui/dev/reverting-code.js'
import type { Backend } from './backend.js'

/** How long a transaction sent to the in-memory chain stays pending before its block is mined. */
export const MEMORY_BLOCK_DELAY_MS = 2_000

/** The embedded default: an in-memory wallet (connects after 100 ms) and chain; no keys, no network. */
export const backend: Backend = {
  create: () => {
    const rpc = createMemoryChainRpc()
    // 1.2345 ETH on every chain so the balance has something to show.
    for (const chainId of [10, 420, 31337]) {
      rpc.control.setBalance(chainId, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 1_234_500_000_000_000_000n)
    }
    // The in-memory chain runs no code: a sent transaction is mined after a moment, and reverts
    // only when it is the development page's reverting contract creation.
    const send = async (request: TransactionRequest): Promise<Hex> => {
      // Random, so a hash sent after a reload never equals one stored before it.
      const hash = `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')}` as Hex
      const reverts = request.to === undefined && request.data === REVERTING_INIT_CODE
      setTimeout(() => rpc.control.mine(request.chainId ?? 31337, 1, { hash, status: reverts ? 'reverted' : 'success' }), MEMORY_BLOCK_DELAY_MS)
      return hash
    }
    return { wallet: createMemoryWallet({ send, execute: (request) => rpc.control.execute(request) }), rpc }
  },
  // Connecting and reading load nothing more; the 100 ms connect is the mock wallet's specified delay.
  preload: async () => {},
}
