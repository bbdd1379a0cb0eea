import { erc20Abi } from 'viem'
import type { Address } from '../../src-domain/index.js'
import { memoryContract, type MemoryContract } from './contracts.js'

export interface MemoryTokenOptions {
  name?: string
  symbol: string
  decimals: number
  /** Balances by holder, in the token's smallest unit. */
  balances?: Readonly<Record<string, bigint>>
}

/** An ERC-20 token of the in-memory chain: balances, `transfer`, `approve` and `transferFrom`, as the standard reads them. */
export function memoryErc20(options: MemoryTokenOptions): MemoryContract {
  const balances = new Map(Object.entries(options.balances ?? {}).map(([holder, amount]) => [holder.toLowerCase(), amount]))
  const allowances = new Map<string, bigint>()
  const balanceOf = (holder: Address) => balances.get(holder.toLowerCase()) ?? 0n
  const move = (from: Address, to: Address, amount: bigint) => {
    if (balanceOf(from) < amount) throw new Error('ERC20: transfer amount exceeds balance')
    balances.set(from.toLowerCase(), balanceOf(from) - amount)
    balances.set(to.toLowerCase(), balanceOf(to) + amount)
  }
  const allowanceKey = (owner: Address, spender: Address) => `${owner.toLowerCase()}:${spender.toLowerCase()}`
  return memoryContract({
    abi: erc20Abi,
    read: {
      name: () => options.name ?? options.symbol,
      symbol: () => options.symbol,
      decimals: () => options.decimals,
      totalSupply: () => [...balances.values()].reduce((sum, amount) => sum + amount, 0n),
      balanceOf: ([holder]) => balanceOf(holder),
      allowance: ([owner, spender]) => allowances.get(allowanceKey(owner, spender)) ?? 0n,
    },
    write: {
      transfer: ([to, amount], { from }) => move(from, to, amount),
      approve: ([spender, amount], { from }) => void allowances.set(allowanceKey(from, spender), amount),
      transferFrom: ([owner, to, amount], { from }) => {
        const allowed = allowances.get(allowanceKey(owner, from)) ?? 0n
        if (allowed < amount) throw new Error('ERC20: insufficient allowance')
        move(owner, to, amount)
        allowances.set(allowanceKey(owner, from), allowed - amount)
      },
    },
  })
}
