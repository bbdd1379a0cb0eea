import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage, createMemoryWallet, TEST_ACCOUNT, type MemoryStorage, type MemoryWallet } from '../../../src-adapters/memory/index.js'
import {
  ConnectionService,
  DISCONNECTED,
  encodeConnectionRecord,
  localChain,
  MAX_CONNECTION_RECORD_LENGTH,
  opMainnet,
  parseConnectionRecord,
  STORAGE_KEY_CONNECTION,
  STORAGE_KEY_LAST_WALLET,
  type Address,
  type ConnectionRecord,
  type ConnectionState,
} from '../../../src-domain/index.js'

const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RECORD: ConnectionRecord = { walletId: 'mock', address: TEST_ACCOUNT, chainId: 31337 }

describe('the connection record', () => {
  it.each([
    ['a catalogue id', RECORD],
    ['an EIP-6963 rdns and a large chain id', { walletId: 'io.metamask', address: OTHER, chainId: 9_007_199_254_740_991 }],
    ['a lower-case address', { walletId: 'walletConnect', address: TEST_ACCOUNT.toLowerCase() as Address, chainId: 10 }],
  ])('reads back what it writes: %s', (_label, record) => {
    const text = encodeConnectionRecord(record)
    expect(text.length).toBeLessThanOrEqual(MAX_CONNECTION_RECORD_LENGTH)
    expect(parseConnectionRecord(text)).toEqual(record)
  })

  it('fits a 100-character wallet id (the longest a wallet id may be) within the maximum length', () => {
    const record = { ...RECORD, walletId: 'w'.repeat(100), chainId: 1_000_000_000_000_000 }
    expect(parseConnectionRecord(encodeConnectionRecord(record))).toEqual(record)
  })

  const valid = encodeConnectionRecord(RECORD)
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty text', ''],
    ['garbage', 'not a record at all'],
    ['JSON', JSON.stringify(RECORD)],
    ['a text over the maximum length', `${valid}${' '.repeat(MAX_CONNECTION_RECORD_LENGTH)}`],
    ['a record padded past the maximum length in the wallet id', `${'w'.repeat(MAX_CONNECTION_RECORD_LENGTH)}|${TEST_ACCOUNT}|1`],
    ['a wallet id over 100 characters', `${'w'.repeat(101)}|${TEST_ACCOUNT}|1`],
    ['markup in the wallet id', `<script>alert(1)</script>|${TEST_ACCOUNT}|31337`],
    ['a quote in the wallet id', `mock"onload="x|${TEST_ACCOUNT}|31337`],
    ['markup in the address', `mock|<script>alert(1)</script>|31337`],
    ['markup after the address', `mock|${TEST_ACCOUNT}<b>|31337`],
    ['a short address', `mock|0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226|31337`],
    ['an address without 0x', `mock|${TEST_ACCOUNT.slice(2)}|31337`],
    ['chain id 0', `mock|${TEST_ACCOUNT}|0`],
    ['a negative chain id', `mock|${TEST_ACCOUNT}|-1`],
    ['a float chain id', `mock|${TEST_ACCOUNT}|1.5`],
    ['a chain id in exponent form', `mock|${TEST_ACCOUNT}|1e3`],
    ['a hex chain id', `mock|${TEST_ACCOUNT}|0x1`],
    ['a chain id with a leading zero', `mock|${TEST_ACCOUNT}|010`],
    ['a chain id past the safe integers', `mock|${TEST_ACCOUNT}|9007199254740993`],
    ['a huge chain id', `mock|${TEST_ACCOUNT}|${'9'.repeat(40)}`],
    ['a chain id with spaces', `mock|${TEST_ACCOUNT}| 10`],
    ['an empty chain id', `mock|${TEST_ACCOUNT}|`],
    ['two fields', `mock|${TEST_ACCOUNT}`],
    ['one field', 'mock'],
    ['four fields', `${valid}|extra`],
    ['an empty fourth field', `${valid}|`],
    ['an empty wallet id', `|${TEST_ACCOUNT}|10`],
  ])('is no record: %s', (_label, text) => {
    expect(parseConnectionRecord(text)).toBeUndefined()
  })

  it('never throws on a text that is no string', () => {
    for (const value of [42, {}, [], Symbol('x'), () => valid]) {
      expect(parseConnectionRecord(value as unknown as string)).toBeUndefined()
    }
  })
})

describe('ConnectionService started from a connected state (a server render)', () => {
  let storage: MemoryStorage
  let wallet: MemoryWallet
  let service: ConnectionService
  let stop: (() => void) | undefined
  let seen: ConnectionState[]

  const connectedState = (record: ConnectionRecord = RECORD): ConnectionState => ({
    status: 'connected',
    walletId: record.walletId,
    address: record.address,
    accounts: [record.address],
    chainId: record.chainId,
    unsupported: false,
  })

  function build(options: { initialState?: ConnectionState; accounts?: readonly Address[]; storage?: Record<string, string> } = {}) {
    storage = createMemoryStorage(options.storage)
    wallet = createMemoryWallet({ connectDelayMs: 0, ...(options.accounts ? { accounts: options.accounts } : {}) })
    service = new ConnectionService({
      wallet,
      storage,
      chains: [opMainnet, localChain],
      ...(options.initialState ? { initialState: options.initialState } : {}),
    })
    stop = service.start()
    seen = []
    service.subscribe(() => seen.push(service.getState()))
  }

  afterEach(() => {
    stop?.()
    stop = undefined
  })

  it('starts from the initial state', () => {
    build({ initialState: connectedState() })
    expect(service.getState()).toEqual(connectedState())
  })

  it('stays connected while the wallet is asked, never showing reconnecting, and keeps the account the wallet confirms', async () => {
    build({ initialState: connectedState() })
    const pending = service.reconnect()
    // Asked, not answered yet: still the server's state.
    expect(service.getState()).toMatchObject({ status: 'connected', address: TEST_ACCOUNT })
    await pending
    expect(service.getState()).toMatchObject({ status: 'connected', walletId: 'mock', address: TEST_ACCOUNT, chainId: 31337 })
    expect(seen.map((state) => state.status)).not.toContain('reconnecting')
    expect(seen.every((state) => state.status === 'connected')).toBe(true)
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBe(encodeConnectionRecord(RECORD))
  })

  it('asks the wallet the state names, not the one storage remembers', async () => {
    build({ initialState: connectedState(), storage: { [STORAGE_KEY_LAST_WALLET]: 'someOtherWallet' } })
    await service.reconnect()
    expect(service.getState()).toMatchObject({ status: 'connected', walletId: 'mock' })
  })

  it('follows the wallet when it answers with another account, and rewrites the record', async () => {
    build({ initialState: connectedState(), accounts: [OTHER] })
    await service.reconnect()
    expect(service.getState()).toMatchObject({ status: 'connected', address: OTHER, accounts: [OTHER] })
    expect(seen.map((state) => state.status)).not.toContain('reconnecting')
    expect(seen.map((state) => state.status === 'connected' && state.address)).toEqual([OTHER])
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBe(encodeConnectionRecord({ ...RECORD, address: OTHER }))
  })

  it('becomes disconnected when the wallet answers null, and removes the record and the last wallet', async () => {
    // A wallet id the in-memory wallet does not know: its reconnect answers null.
    const gone = { ...RECORD, walletId: 'io.gone.wallet' }
    build({ initialState: connectedState(gone), storage: { [STORAGE_KEY_CONNECTION]: encodeConnectionRecord(gone), [STORAGE_KEY_LAST_WALLET]: gone.walletId } })
    await service.reconnect()
    expect(service.getState()).toEqual(DISCONNECTED)
    expect(seen.map((state) => state.status)).toEqual(['disconnected'])
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBeNull()
    expect(storage.read(STORAGE_KEY_LAST_WALLET)).toBeNull()
  })

  it('becomes disconnected when the wallet throws', async () => {
    build({ initialState: connectedState() })
    wallet.reconnect = async () => {
      throw new Error('the extension is gone')
    }
    await service.reconnect()
    expect(service.getState()).toEqual(DISCONNECTED)
    expect(seen.map((state) => state.status)).not.toContain('reconnecting')
  })
})

describe('ConnectionService keeps the record under rk-connection', () => {
  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    stop = undefined
  })

  it('writes it on connect, rewrites it on a chain or account change, and removes it on disconnect', async () => {
    const storage = createMemoryStorage()
    const wallet = createMemoryWallet({ connectDelayMs: 0 })
    const service = new ConnectionService({ wallet, storage, chains: [opMainnet, localChain] })
    stop = service.start()
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBeNull()

    await service.connect('mock')
    expect(service.getState().status).toBe('connected')
    const written = storage.read(STORAGE_KEY_CONNECTION)
    expect(written).toBe(encodeConnectionRecord(RECORD))
    expect(parseConnectionRecord(written)).toEqual(RECORD)

    wallet.control.emit({ type: 'chainChanged', chainId: 10 })
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBe(encodeConnectionRecord({ ...RECORD, chainId: 10 }))
    wallet.control.emit({ type: 'accountsChanged', accounts: [OTHER] })
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBe(encodeConnectionRecord({ ...RECORD, address: OTHER, chainId: 10 }))

    await service.disconnect()
    expect(service.getState().status).toBe('disconnected')
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBeNull()
  })

  it('leaves a record in place while connecting, and removes it when the wallet ends the session', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEY_CONNECTION]: encodeConnectionRecord(RECORD), [STORAGE_KEY_LAST_WALLET]: 'mock' })
    const wallet = createMemoryWallet({ connectDelayMs: 0 })
    const service = new ConnectionService({ wallet, storage, chains: [opMainnet, localChain] })
    stop = service.start()
    await service.reconnect()
    expect(service.getState().status).toBe('connected')
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBe(encodeConnectionRecord(RECORD))
    wallet.control.emit({ type: 'disconnected' })
    expect(service.getState().status).toBe('disconnected')
    expect(storage.read(STORAGE_KEY_CONNECTION)).toBeNull()
  })
})
