import type { Address, ChainId, ChainRpcPort, Hex, TransactionReceipt, TransactionRequest } from '../../src-domain/index.js'
import { callMemoryContract, executeMemoryContract, type MemoryContract } from './contracts.js'

export interface MemoryChainRpc extends ChainRpcPort {
  readonly control: {
    /** Sets an account's native balance on a chain, in wei. */
    setBalance(chainId: ChainId, address: Address, wei: bigint): void
    /** Mines blocks; a transaction given to `include` lands in the first of them. */
    mine(chainId: ChainId, blocks?: number, include?: { hash: Hex; status: TransactionReceipt['status'] }): void
    /** Every call made, for counting requests. */
    calls(): readonly string[]
    /**
     * Puts a contract at an address of a chain (`null` removes it): `eth_call`s to it are answered
     * by its read functions, and transactions to it run its write functions (see {@link MemoryContract}).
     */
    setContract(chainId: ChainId, address: Address, contract: MemoryContract | null): void
    /**
     * Runs a sent transaction's contract function, as the chain does when the wallet sends it: the
     * in-memory wallet calls this before it answers with the hash. A transaction to an address
     * without a memory contract changes nothing; one whose function throws rejects with
     * ContractRevertedError (a wallet's gas estimate finds the revert before sending).
     */
    execute(request: TransactionRequest & { from: Address }): Promise<void>
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
  const contracts = new Map<string, MemoryContract>()
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
    async call({ chainId, to, data, from, value }) {
      calls.push('call')
      const contract = contracts.get(key(chainId, to))
      // No code at the address: an empty answer, as a node gives.
      return contract ? callMemoryContract(contract, data, { chainId, from, value: value ?? 0n }) : '0x'
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
      setContract(chainId, address, contract) {
        if (contract) contracts.set(key(chainId, address), contract)
        else contracts.delete(key(chainId, address))
      },
      async execute({ chainId = 31337, to, data, from, value = 0n }) {
        const contract = to === undefined ? undefined : contracts.get(key(chainId, to))
        if (contract && data !== undefined) await executeMemoryContract(contract, data, { chainId, from, value })
      },
    },
  }
  return rpc
}
