import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../support/ports.js'
import { LOCAL_CHAIN_ACCOUNT, startLocalChain, type LocalChain } from '../../../src/dev/local-chain.js'
import { createEthersChainRpc } from '../../../src-adapters/ethers/chain-rpc.js'
import { createMemoryStorage, type MemoryStorage } from '../../../src-adapters/memory/storage.js'
import { createWagmiChainRpc } from '../../../src-adapters/wagmi/chain-rpc.js'
import { STORAGE_KEY_TRANSACTIONS, TransactionService, type ChainRpcPort, type Hex, type TransactionServiceDeps } from '../../../src-domain/index.js'
import { deployRevertingContract, jsonRpc, minedReceipt, REVERTING_CONTRACT_RUNTIME, sendFromDevAccount } from '../../support/chain/json-rpc.js'

// Its own node rather than the shared one: the 2-confirmation case counts blocks, and other test
// files mining on the shared node would confirm it early.
const CHAIN_ID = 31337
const account = { address: LOCAL_CHAIN_ACCOUNT, chainId: CHAIN_ID } as const

interface RpcUnderTest {
  rpc: ChainRpcPort & { destroy(): void }
  /** Each receipt poll reads the receipt once: counting reads counts polls. */
  polls: () => number
}

function counted(rpc: ChainRpcPort & { destroy(): void }): RpcUnderTest {
  let reads = 0
  return { rpc: { ...rpc, getTransactionReceipt: (args) => (reads++, rpc.getTransactionReceipt(args)) }, polls: () => reads }
}

const ports: Record<string, (url: string) => RpcUnderTest> = {
  ethers: (url) => counted(createEthersChainRpc({ chains: [{ id: CHAIN_ID, rpcUrls: [url] }] })),
  wagmi: (url) => counted(createWagmiChainRpc({ chains: [{ id: CHAIN_ID, rpcUrls: [url] }] })),
}
/** The service's receipt polling, quick on the local chain. */
const POLL_MS = 20

let chain: LocalChain
let revertingContract: `0x${string}`
beforeAll(async () => {
  chain = await startLocalChain({ port: await freePort(), chainId: CHAIN_ID })
  revertingContract = await deployRevertingContract(chain.url)
}, 30_000)
afterAll(async () => {
  await chain?.stop()
})

describe.each(Object.keys(ports))('TransactionService on the real local chain through the %s ChainRpcPort', (name) => {
  let under: RpcUnderTest
  beforeAll(() => {
    under = (ports[name] as (url: string) => RpcUnderTest)(chain.url)
  })
  afterAll(() => under.rpc.destroy())

  function service(overrides: Partial<TransactionServiceDeps> = {}, storage: MemoryStorage = createMemoryStorage()) {
    const transactions = new TransactionService({ storage, rpc: under.rpc, receiptPollingMs: POLL_MS, ...overrides })
    // Running, as the app shell holds it: receipts are tracked only while the service runs.
    transactions.start()
    transactions.setAccount(account)
    return { transactions, storage }
  }
  const stored = (storage: MemoryStorage, hash: Hex) => {
    const all = JSON.parse(storage.read(STORAGE_KEY_TRANSACTIONS) ?? '{}') as Record<string, Record<string, { hash: string; status: string }[]>>
    const list = Object.entries(all).find(([address]) => address.toLowerCase() === account.address.toLowerCase())?.[1][CHAIN_ID] ?? []
    return list.find((tx) => tx.hash === hash)?.status
  }

  it('a transfer is stored pending, then confirmed by its receipt', async () => {
    const { transactions, storage } = service()
    const hash = await sendFromDevAccount(chain.url, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n })
    transactions.add({ hash, description: 'Send 1 wei' })
    expect(stored(storage, hash)).toBe('pending')
    expect(transactions.getState().transactions[0]).toEqual({ hash, description: 'Send 1 wei', status: 'pending' })
    await expect.poll(() => stored(storage, hash)).toBe('confirmed')
    expect(transactions.getState().transactions[0]?.status).toBe('confirmed')
    expect(transactions.trackedCount).toBe(0)
  })

  it('a call to a contract that reverts ends failed (receipt status 0)', async () => {
    expect(await jsonRpc(chain.url, 'eth_getCode', [revertingContract, 'latest'])).toBe(REVERTING_CONTRACT_RUNTIME)
    const { transactions, storage } = service()
    // An explicit gas limit: estimating gas would refuse a call that reverts.
    const hash = await sendFromDevAccount(chain.url, { to: revertingContract, gas: 100_000n })
    expect((await minedReceipt(chain.url, hash)).status).toBe('0x0')
    transactions.add({ hash, description: 'Call a contract that reverts' })
    expect(stored(storage, hash)).toBe('pending')
    await expect.poll(() => stored(storage, hash)).toBe('failed')
  })

  it('with 2 confirmations it stays pending while the receipt has 1, and is confirmed once a block is mined', async () => {
    const { transactions, storage } = service()
    const hash = await sendFromDevAccount(chain.url, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 2n })
    const receipt = await minedReceipt(chain.url, hash)
    expect(await jsonRpc<Hex>(chain.url, 'eth_blockNumber')).toBe(receipt.blockNumber)
    const before = under.polls()
    transactions.add({ hash, description: 'Wait for 2', confirmations: 2 })
    // Several polls have seen the receipt with one confirmation only.
    await expect.poll(() => under.polls() - before).toBeGreaterThanOrEqual(4)
    expect(stored(storage, hash)).toBe('pending')
    await jsonRpc(chain.url, 'anvil_mine', ['0x1'])
    await expect.poll(() => stored(storage, hash)).toBe('confirmed')
  })

  it('a hash that never appears ends failed after the bound (2 waits of 300 ms, 10 ms apart)', async () => {
    const { transactions, storage } = service({ receiptTimeoutMs: 300, receiptAttempts: 2, retryDelayMs: 10 })
    const hash = `0x${'ab'.repeat(32)}` as Hex
    const started = Date.now()
    transactions.add({ hash, description: 'Never mined' })
    expect(stored(storage, hash)).toBe('pending')
    await expect.poll(() => stored(storage, hash), { timeout: 5_000 }).toBe('failed')
    expect(Date.now() - started).toBeGreaterThanOrEqual(600)
    expect(transactions.trackedCount).toBe(0)
  })

  it('a pending transaction found in storage after a reload is tracked again until mined', async () => {
    await jsonRpc(chain.url, 'evm_setAutomine', [false])
    try {
      const storage = createMemoryStorage()
      const hash = await sendFromDevAccount(chain.url, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 3n })
      const first = service({}, storage).transactions
      first.add({ hash, description: 'Sent before the reload' })
      // The reload: a new service over the same stored data, as a new page would build it.
      const reloaded = new TransactionService({ storage: createMemoryStorage(storage.dump()), rpc: under.rpc, receiptPollingMs: POLL_MS })
      reloaded.start()
      reloaded.setAccount(account)
      expect(reloaded.getState().transactions).toEqual([{ hash, description: 'Sent before the reload', status: 'pending' }])
      expect(reloaded.trackedCount).toBe(1)
      await jsonRpc(chain.url, 'evm_mine')
      await expect.poll(() => reloaded.getState().transactions[0]?.status).toBe('confirmed')
      first.clear()
      reloaded.stop()
    } finally {
      await jsonRpc(chain.url, 'evm_setAutomine', [true])
    }
  })
})
