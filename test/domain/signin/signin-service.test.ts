import { beforeEach, describe, expect, it } from 'vitest'
import {
  createMemoryAuth,
  createMemoryStorage,
  createMemoryWallet,
  TEST_ACCOUNT,
  type MemoryAuth,
  type MemoryWallet,
} from '../../../src-adapters/memory/index.js'
import {
  createStore,
  DISCONNECTED,
  getDialogStatus,
  SIGN_IN_MESSAGES,
  SIGN_IN_SYNC_KEY,
  SignInService,
  type AuthPort,
  type ConnectionState,
  type SignInStatus,
} from '../../../src-domain/index.js'

const CHAIN_ID = 31337
const ARGS = { address: TEST_ACCOUNT, chainId: CHAIN_ID }
/** The test account connected on the test chain. */
const CONNECTED: ConnectionState = {
  status: 'connected',
  walletId: 'mock',
  address: TEST_ACCOUNT,
  accounts: [TEST_ACCOUNT],
  chainId: CHAIN_ID,
  unsupported: false,
}

let auth: MemoryAuth
let wallet: MemoryWallet
let statuses: SignInStatus[]

function build(port: AuthPort = auth, extra: Partial<ConstructorParameters<typeof SignInService>[0]> = {}) {
  const service = new SignInService({ auth: port, wallet, ...extra })
  statuses = [service.getState().status]
  service.subscribe(() => {
    const status = service.getState().status
    if (statuses.at(-1) !== status) statuses.push(status)
  })
  return service
}

async function prepared(port: AuthPort = auth) {
  const service = build(port)
  await service.prepare()
  expect(service.getState().nonce.status).toBe('ready')
  return service
}

beforeEach(async () => {
  auth = createMemoryAuth()
  wallet = createMemoryWallet({ connectDelayMs: 0 })
  await wallet.connect('mock')
})

describe('SignInService (spec 4: idle → signing → verifying → idle)', () => {
  it('signs in with a real SIWE message and signature: idle, signing, verifying, idle, authenticated', async () => {
    const service = await prepared()
    expect(service.getState().status).toBe('idle')
    await service.signIn(ARGS)
    expect(statuses).toEqual(['idle', 'signing', 'verifying', 'idle'])
    expect(service.getState()).toMatchObject({ status: 'idle', error: undefined, authentication: 'authenticated', session: ARGS })
    expect(await auth.getSession()).toEqual(ARGS)
  })

  it('fetches a nonce first: "Send message" waits while it loads', async () => {
    const service = build()
    const done = service.prepare()
    expect(service.getState().nonce).toEqual({ status: 'loading' })
    await done
    expect(service.getState().nonce.value).toMatch(/^[0-9a-f]{32}$/)
  })

  it('prepares instead of signing when no nonce is ready', async () => {
    const service = build()
    await service.signIn(ARGS)
    expect(statuses).toEqual(['idle'])
    expect(service.getState().nonce.status).toBe('ready')
    expect(service.getState().session).toBeNull()
  })

  it('shows the dialog-level status unauthenticated until signed in, then connected', async () => {
    const service = build()
    await service.loadSession()
    const connection = CONNECTED
    expect(getDialogStatus(connection, service.getState().authentication)).toBe('unauthenticated')
    await service.prepare()
    await service.signIn(ARGS)
    expect(getDialogStatus(connection, service.getState().authentication)).toBe('connected')
  })
})

describe('SignInService errors (spec 8: back to idle with the catalogue message)', () => {
  it("nonce fetch failed → 'Error preparing message, please retry!'", async () => {
    auth.control.setFailures({ nonce: true })
    const service = build()
    await service.prepare()
    expect(service.getState()).toMatchObject({ status: 'idle', nonce: { status: 'error' }, error: 'Error preparing message, please retry!' })
  })

  it.each([
    ['signing failed', ['idle', 'signing', 'idle'], SIGN_IN_MESSAGES.signingFailed, () => wallet.control.setFailures({ signMessage: 'failed' })],
    ['a user rejection', ['idle', 'signing', 'idle'], undefined, () => wallet.control.setFailures({ signMessage: 'userRejected' })],
    [
      'verification refused',
      ['idle', 'signing', 'verifying', 'idle'],
      SIGN_IN_MESSAGES.verificationFailed,
      () => auth.control.setFailures({ verify: 'false' }),
    ],
    [
      'verification request failed',
      ['idle', 'signing', 'verifying', 'idle'],
      SIGN_IN_MESSAGES.verificationFailed,
      () => auth.control.setFailures({ verify: 'throw' }),
    ],
  ])('%s → states %j, error %j, a fresh nonce', async (_label, expectedStatuses, error, fail) => {
    const service = await prepared()
    const firstNonce = service.getState().nonce.value
    fail()
    await service.signIn(ARGS)
    expect(statuses).toEqual(expectedStatuses)
    expect(service.getState()).toMatchObject({ status: 'idle', error, session: null })
    await expect.poll(() => service.getState().nonce.status).toBe('ready')
    expect(service.getState().nonce.value).not.toBe(firstNonce)
  })

  it("a signature from another account fails verification → 'Error verifying signature, please retry!'", async () => {
    const service = await prepared()
    await service.signIn({ ...ARGS, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(service.getState()).toMatchObject({ status: 'idle', error: SIGN_IN_MESSAGES.verificationFailed, session: null })
  })

  it("any other failure → 'Oops, something went wrong!'", async () => {
    const broken: AuthPort = {
      ...auth,
      createMessage: () => {
        throw new Error('bad message')
      },
    }
    const service = await prepared(broken)
    await service.signIn(ARGS)
    expect(statuses).toEqual(['idle', 'signing', 'idle'])
    expect(service.getState()).toMatchObject({ status: 'idle', error: 'Oops, something went wrong!' })
  })

  it('ignores a second sign-in while one is running', async () => {
    const service = await prepared()
    const first = service.signIn(ARGS)
    await service.signIn(ARGS)
    await first
    expect(statuses).toEqual(['idle', 'signing', 'verifying', 'idle'])
  })
})

describe('SignInService session', () => {
  it('signs out: unauthenticated, server session gone, other tabs told', async () => {
    const storage = createMemoryStorage()
    const service = build(auth, { storage })
    await service.prepare()
    await service.signIn(ARGS)
    expect(storage.read(SIGN_IN_SYNC_KEY)).not.toBeNull()
    await service.signOut()
    expect(service.getState()).toMatchObject({ session: null, authentication: 'unauthenticated', status: 'idle' })
    expect(await auth.getSession()).toBeNull()
    expect(storage.read(SIGN_IN_SYNC_KEY)).toBeNull()
  })

  it('ends the session when the wallet disconnects', async () => {
    const connection = createStore<ConnectionState>(CONNECTED)
    const service = build(auth, { connection })
    const stop = service.start()
    await service.prepare()
    await service.signIn(ARGS)
    connection.setState(DISCONNECTED)
    await expect.poll(() => service.getState().authentication).toBe('unauthenticated')
    expect(await auth.getSession()).toBeNull()
    stop()
  })

  it('reads a session signed in by another tab when the sync key changes', async () => {
    const storage = createMemoryStorage()
    const service = build(auth, { storage })
    const stop = service.start()
    await expect.poll(() => service.getState().authentication).toBe('unauthenticated')
    const otherTab = new SignInService({ auth, wallet })
    await otherTab.prepare()
    await otherTab.signIn(ARGS)
    storage.simulateExternalChange(SIGN_IN_SYNC_KEY, 'changed')
    await expect.poll(() => service.getState().session).toEqual(ARGS)
    stop()
  })
})
