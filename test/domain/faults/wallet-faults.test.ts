import { describe, expect, it } from 'vitest'
import { createMemoryAuth, createMemoryStorage, createMemoryWallet } from '../../../src-adapters/memory/index.js'
import {
  ConnectionService,
  localChain,
  opMainnet,
  optimismGoerli,
  SignInService,
  type Address,
  type ConnectResult,
  type Hex,
} from '../../../src-domain/index.js'
import { ACCOUNT_A, ACCOUNT_B, scriptedWallet } from './scripted-wallet.js'

const CHAINS = [opMainnet, optimismGoerli, localChain]
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const wallet = scriptedWallet()
  const connection = new ConnectionService({ wallet: wallet.port, storage: createMemoryStorage(), chains: CHAINS })
  connection.start()
  return { wallet, connection }
}

async function connectedSetup() {
  const { wallet, connection } = setup()
  const done = connection.connect('scripted')
  wallet.next<ConnectResult>('connect').resolve({ walletId: 'scripted', accounts: [ACCOUNT_A], chainId: 31337 })
  await done
  expect(connection.getState().status).toBe('connected')
  return { wallet, connection }
}

describe('disconnect always ends the app connection and never rejects', () => {
  it('the in-memory wallet failing to disconnect: same, and a reload does not restore the connection', async () => {
    const storage = createMemoryStorage()
    const wallet = createMemoryWallet({ connectDelayMs: 0, failures: { disconnect: 'failed' } })
    const connection = new ConnectionService({ wallet, storage: createMemoryStorage(), chains: CHAINS })
    connection.start()
    await connection.connect('mock')
    const result = await connection.disconnect()
    expect(result.walletError).toBeInstanceOf(Error)
    expect(connection.getState().status).toBe('disconnected')
    await connection.reconnect()
    expect(connection.getState().status).toBe('disconnected')
  })
})

/** Connected and signing in: the wallet has been asked to sign and has not answered. */
async function signingSetup() {
  const { wallet, connection } = await connectedSetup()
  const auth = createMemoryAuth()
  const signIn = new SignInService({ auth, wallet: wallet.port, connection })
  signIn.start()
  await signIn.prepare()
  const attempt = signIn.signIn({ address: ACCOUNT_A, chainId: 31337 })
  await flush()
  return { wallet, auth, signIn, attempt }
}

describe('the wallet goes away mid-connect, mid-switch and mid-signing', () => {
  it('mid-connect, the user disconnects: the late answer of the wallet is ignored', async () => {
    const { wallet, connection } = setup()
    const done = connection.connect('scripted')
    expect(connection.getState().status).toBe('connecting')
    const disconnecting = connection.disconnect()
    wallet.next('disconnect').resolve(undefined as never)
    await disconnecting
    wallet.next<ConnectResult>('connect').resolve({ walletId: 'scripted', accounts: [ACCOUNT_A], chainId: 31337 })
    await done
    expect(connection.getState()).toEqual({ status: 'disconnected' })
  })

  it('mid-connect, the wallet disconnects (EIP-1193 4900): a clear failure, never stuck on connecting', async () => {
    const { wallet, connection } = setup()
    const done = connection.connect('scripted')
    wallet.emit({ type: 'disconnected' })
    wallet.next('connect').reject(Object.assign(new Error('The provider is disconnected from all chains.'), { code: 4900 }))
    await done
    expect(connection.getState()).toMatchObject({ status: 'disconnected', failure: { walletId: 'scripted' } })
  })

  it('mid-switch, the wallet disconnects: disconnected, and the late switch answer neither reconnects nor shows an error', async () => {
    const { wallet, connection } = await connectedSetup()
    const switching = connection.switchChain(10)
    expect(connection.getState()).toMatchObject({ status: 'connected', pendingChainId: 10 })
    wallet.emit({ type: 'disconnected' })
    expect(connection.getState()).toEqual({ status: 'disconnected' })
    wallet.next('switchChain').resolve(undefined as never)
    await switching
    expect(connection.getState()).toEqual({ status: 'disconnected' })
  })

  it('mid-switch, the wallet disconnects and the switch fails: still just disconnected', async () => {
    const { wallet, connection } = await connectedSetup()
    const switching = connection.switchChain(10)
    wallet.emit({ type: 'accountsChanged', accounts: [] })
    wallet.next('switchChain').reject(new Error('disconnected'))
    await switching
    expect(connection.getState()).toEqual({ status: 'disconnected' })
  })

  it('mid-signing, the wallet disconnects: the signature that still arrives is not verified, no session opens', async () => {
    const { wallet, auth, signIn, attempt } = await signingSetup()
    expect(signIn.getState().status).toBe('signing')
    wallet.emit({ type: 'disconnected' })
    wallet.next<Hex>('signMessage').resolve(`0x${'11'.repeat(65)}`)
    await attempt
    expect(signIn.getState()).toMatchObject({ status: 'idle', session: null, error: undefined })
    expect(await auth.getSession()).toBeNull()
  })

  it('mid-signing, the wallet disconnects and the signing request fails: idle again, a fresh nonce, no session', async () => {
    const { wallet, auth, signIn, attempt } = await signingSetup()
    wallet.emit({ type: 'disconnected' })
    wallet.next('signMessage').reject(Object.assign(new Error('Disconnected'), { code: 4900 }))
    await attempt
    await flush()
    expect(signIn.getState()).toMatchObject({ status: 'idle', session: null, nonce: { status: 'ready' } })
  })
})

describe('a burst of 100 wallet events ends in the state of the last one', () => {
  const accounts = (index: number): Address[] => [index % 2 === 0 ? ACCOUNT_A : ACCOUNT_B]

  it('100 accountsChanged and 100 chainChanged, interleaved, on a scripted wallet', async () => {
    const { wallet, connection } = await connectedSetup()
    let notified = 0
    connection.subscribe(() => notified++)
    const chainIds = [10, 420, 31337, 1]
    for (let index = 0; index < 100; index++) {
      wallet.emit({ type: 'accountsChanged', accounts: accounts(index) })
      wallet.emit({ type: 'chainChanged', chainId: chainIds[index % chainIds.length] as number })
    }
    // 99 → ACCOUNT_B; 99 % 4 = 3 → chain 1, which the app does not configure.
    expect(connection.getState()).toMatchObject({ status: 'connected', address: ACCOUNT_B, chainId: 1, unsupported: true })
    expect(notified).toBeLessThanOrEqual(200)
  })

  it('a burst that ends with the accounts gone ends disconnected, and later events do not revive it', async () => {
    const { wallet, connection } = await connectedSetup()
    for (let index = 0; index < 99; index++) wallet.emit({ type: 'accountsChanged', accounts: accounts(index) })
    wallet.emit({ type: 'accountsChanged', accounts: [] })
    for (let index = 0; index < 100; index++) wallet.emit({ type: 'chainChanged', chainId: 10 })
    expect(connection.getState()).toEqual({ status: 'disconnected' })
  })

  it('the in-memory backend: 100 of each end on the last account and chain', async () => {
    const wallet = createMemoryWallet({ connectDelayMs: 0 })
    const connection = new ConnectionService({ wallet, storage: createMemoryStorage(), chains: CHAINS })
    connection.start()
    await connection.connect('mock')
    for (let index = 0; index < 100; index++) {
      wallet.control.emit({ type: 'chainChanged', chainId: index % 2 === 0 ? 10 : 420 })
      wallet.control.emit({ type: 'accountsChanged', accounts: accounts(index) })
    }
    expect(connection.getState()).toMatchObject({ status: 'connected', address: ACCOUNT_B, accounts: [ACCOUNT_B], chainId: 420, unsupported: false })
  })
})
