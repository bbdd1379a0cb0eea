import { describe, expect, it } from 'vitest'
import { createMemoryChainRpc, createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { readRecentWalletIds, readTransactions, recordConnectionUiVersion, TransactionService, type Address, type Hex } from '../../../src-domain/index.js'

const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, 'a')}`
/** Keys as RainbowKit 1.x wrote them: the address as wagmi gave it (EIP-55), chain ids as object keys. */
const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const FRIEND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** RainbowKit 1.x kept 11 completed ones (`count++ <= 10`); this app keeps 10. */
const elevenCompleted = Array.from({ length: 11 }, (_, index) => ({
  hash: hash(index + 10),
  description: `Vote ${index + 1}`,
  status: index % 3 === 0 ? 'failed' : 'confirmed',
}))

/** Exactly what the app this replaces left in a browser (JSON.stringify of its store). */
const OLD_TRANSACTIONS = {
  [ME]: {
    '10': [{ hash: hash(1), description: 'Donate to project', status: 'pending', confirmations: 3 }, ...elevenCompleted],
    '420': [{ hash: hash(2), description: 'Test vote', status: 'confirmed' }],
  },
  // Clear All left the account object empty and dropped the chain (its list was set to undefined).
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC': {},
  [FRIEND]: { '10': [{ hash: hash(3), description: 'Friend vote', status: 'failed' }] },
}

function oldBrowser() {
  return createMemoryStorage({
    'rk-transactions': JSON.stringify(OLD_TRANSACTIONS),
    'rk-recent': JSON.stringify(['metaMask', 'walletConnect', 'coinbase', 'rainbow']),
    'rk-latest-id': 'metaMask',
    'rk-version': '1.0.10',
    'wagmi.store': '{"state":{"chainId":10},"version":2}',
  })
}

describe("the old app's stored data", () => {
  it('is read and shown: pending kept, completed cut to the newest 10, per address and chain', () => {
    const storage = oldBrowser()
    const svc = new TransactionService({ storage, rpc: createMemoryChainRpc() })
    svc.setAccount({ address: ME, chainId: 10 })
    const txs = svc.getState().transactions
    expect(txs[0]).toEqual({ hash: hash(1), description: 'Donate to project', status: 'pending', confirmations: 3 })
    expect(txs.slice(1).map((tx) => tx.description)).toEqual(elevenCompleted.slice(0, 10).map((tx) => tx.description))
    svc.setAccount({ address: ME, chainId: 420 })
    expect(svc.getState().transactions).toEqual([{ hash: hash(2), description: 'Test vote', status: 'confirmed' }])
  })

  it('is found whatever the case of the connected address', () => {
    const svc = new TransactionService({ storage: oldBrowser(), rpc: createMemoryChainRpc() })
    svc.setAccount({ address: ME.toLowerCase() as Address, chainId: 420 })
    expect(svc.getState().transactions.map((tx) => tx.description)).toEqual(['Test vote'])
  })

  it('the recent wallets and the version carry over', () => {
    const storage = oldBrowser()
    expect(readRecentWalletIds(storage)).toEqual(['metaMask', 'walletConnect', 'coinbase', 'rainbow'])
    const writes: string[] = []
    recordConnectionUiVersion({ ...storage, write: (key, value) => writes.push(`${key}=${value}`) })
    expect(writes).toEqual([])
    const fresh = createMemoryStorage()
    recordConnectionUiVersion(fresh)
    expect(fresh.dump()).toEqual({ 'rk-version': '1.0.10' })
  })

  it('adding a transaction rewrites only its own address and chain, under the key as it was spelled', () => {
    const storage = oldBrowser()
    const before = storage.dump()
    const svc = new TransactionService({ storage, rpc: createMemoryChainRpc() })
    svc.setAccount({ address: ME.toLowerCase() as Address, chainId: 10 })
    svc.add({ hash: hash(4), description: 'New vote' })
    const after = JSON.parse(storage.dump()['rk-transactions'] ?? '')
    expect(Object.keys(after)).toEqual(Object.keys(OLD_TRANSACTIONS))
    expect(after[FRIEND]).toEqual(OLD_TRANSACTIONS[FRIEND])
    expect(after['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']).toEqual({})
    expect(after[ME]['420']).toEqual(OLD_TRANSACTIONS[ME]?.['420'])
    expect(after[ME]['10'].map((tx: { description: string }) => tx.description)).toEqual([
      'New vote',
      'Donate to project',
      ...elevenCompleted.slice(0, 10).map((tx) => tx.description),
    ])
    const { 'rk-transactions': _changed, ...others } = storage.dump()
    const { 'rk-transactions': _old, ...othersBefore } = before
    expect(others).toEqual(othersBefore)
  })

  it('parses the whole store with each address under its own spelling', () => {
    const all = readTransactions(oldBrowser())
    expect(Object.keys(all)).toEqual(Object.keys(OLD_TRANSACTIONS))
    expect(all[ME]?.['10']).toHaveLength(11)
  })
})
