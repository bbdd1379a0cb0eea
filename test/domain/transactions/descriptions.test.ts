import { describe, expect, it } from 'vitest'
import { createMemoryChainRpc, createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { readAccountTransactions, STORAGE_KEY_TRANSACTIONS, TransactionService, type Address, type Hex } from '../../../src-domain/index.js'

const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 31337
const HASH: Hex = `0x${'ab'.repeat(32)}`
/** Reads as "Receive 10 ETH" in a bidi-aware renderer; the stored text says "Send". */
const DISGUISED = 'Send \u202eHTE 01 evieceR\u202c\u2066\u200b'

describe('transaction descriptions get the same cleaning as every outside text', () => {
  it('an added description is stored and shown without bidi overrides, isolates or zero-width characters', () => {
    const storage = createMemoryStorage()
    const service = new TransactionService({ storage, rpc: createMemoryChainRpc() })
    service.setAccount({ address: ADDRESS, chainId: CHAIN })
    service.add({ hash: HASH, description: DISGUISED })
    expect(service.getState().transactions[0]?.description).toBe('Send HTE 01 evieceR')
    expect(storage.read(STORAGE_KEY_TRANSACTIONS)).not.toMatch(/\\u202e|\u202e|\\u2066|\u2066|\u200b/)
  })

  it('a description read back from rk-transactions is cleaned too (written by another app or version)', () => {
    const storage = createMemoryStorage({
      [STORAGE_KEY_TRANSACTIONS]: JSON.stringify({ [ADDRESS]: { [CHAIN]: [{ hash: HASH, description: `${DISGUISED}\u0000\u009b`, status: 'confirmed' }] } }),
    })
    expect(readAccountTransactions(storage, ADDRESS, CHAIN)[0]?.description).toBe('Send HTE 01 evieceR')
  })
})
