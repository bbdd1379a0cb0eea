import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryChainRpc } from '../../../src-adapters/memory/index.js'
import type { Address, Hex } from '../../../src-domain/index.js'

const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const HASH: Hex = `0x${'11'.repeat(32)}`

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('memory chain RPC', () => {
  it('answers balances per chain, any case of address, with a chain-wide default and 0 for strangers', async () => {
    const rpc = createMemoryChainRpc({ balances: { [ACCOUNT]: 5n } })
    rpc.control.setBalance(10, ACCOUNT.toLowerCase() as Address, 7n)
    await expect(rpc.getBalance({ address: ACCOUNT, chainId: 10 })).resolves.toBe(7n)
    await expect(rpc.getBalance({ address: ACCOUNT, chainId: 31337 })).resolves.toBe(5n)
    await expect(rpc.getBalance({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 10 })).resolves.toBe(0n)
  })

  it('mines blocks per chain and records receipts in the first mined block', async () => {
    const rpc = createMemoryChainRpc()
    await expect(rpc.getBlockNumber({ chainId: 10 })).resolves.toBe(1n)
    rpc.control.mine(10, 3, { hash: HASH, status: 'reverted' })
    await expect(rpc.getBlockNumber({ chainId: 10 })).resolves.toBe(4n)
    await expect(rpc.getBlockNumber({ chainId: 420 })).resolves.toBe(1n)
    await expect(rpc.getTransactionReceipt({ hash: HASH, chainId: 10 })).resolves.toEqual({ transactionHash: HASH, status: 'reverted', blockNumber: 2n })
    await expect(rpc.getTransactionReceipt({ hash: HASH, chainId: 420 })).resolves.toBeNull()
  })

  it('counts every call, for request budgets', async () => {
    const rpc = createMemoryChainRpc()
    await rpc.getBalance({ address: ACCOUNT, chainId: 10 })
    await rpc.getBlockNumber({ chainId: 10 })
    await rpc.getTransactionReceipt({ hash: HASH, chainId: 10 })
    expect(rpc.control.calls()).toEqual(['getBalance', 'getBlockNumber', 'getTransactionReceipt'])
  })
})
