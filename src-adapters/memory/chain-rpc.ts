import type { Address, ChainId, ChainRpcPort, Hex, TransactionReceipt } from '../../src-domain/index.js'

export interface MemoryChainRpc extends ChainRpcPort {
  readonly control: {
    /** Sets an account's native balance on a chain, in wei. */
    setBalance(chainId: ChainId, address: Address, wei: bigint): void
    /** Mines blocks; a transaction given to `include` lands in the first of them. */
    mine(chainId: ChainId, blocks?: number, include?: { hash: Hex; status: TransactionReceipt['status'] }): void
    /** Every call made, for counting requests. */
    calls(): readonly string[]
  }
}

export interface MemoryChainRpcOptions {
  balances?: Record<string, bigint>
}

/** ChainRpcPort held in memory: balances, blocks and receipts per chain. */
export function createMemoryChainRpc(options: MemoryChainRpcOptions = {}): MemoryChainRpc {
  const balances = new Map<string, bigint>(Object.entries(options.balances ?? {}).map(([k, v]) => [k.toLowerCase(), v]))
  const blocks = new Map<ChainId, bigint>()
  const receipts = new Map<string, TransactionReceipt>()
  const calls: string[] = []
  const key = (chainId: ChainId, value: string) => `${chainId}:${value.toLowerCase()}`
  const blockOf = (chainId: ChainId) => blocks.get(chainId) ?? 1n

  const rpc: MemoryChainRpc = {
    async getBalance({ address, chainId }) {
      calls.push('getBalance')
      return balances.get(key(chainId, address)) ?? balances.get(address.toLowerCase()) ?? 0n
    },
    async getBlockNumber({ chainId }) {
      calls.push('getBlockNumber')
      return blockOf(chainId)
    },
    async getTransactionReceipt({ hash, chainId }) {
      calls.push('getTransactionReceipt')
      return receipts.get(key(chainId, hash)) ?? null
    },
    control: {
      setBalance: (chainId, address, wei) => void balances.set(key(chainId, address), wei),
      mine(chainId, count = 1, include) {
        for (let index = 0; index < count; index++) {
          const number = blockOf(chainId) + 1n
          blocks.set(chainId, number)
          if (index === 0 && include) {
            receipts.set(key(chainId, include.hash), { transactionHash: include.hash, status: include.status, blockNumber: number })
          }
        }
      },
      calls: () => calls,
    },
  }
  return rpc
}
