import { beforeEach, describe, expect, it } from 'vitest'
import {
  createMemoryAuth,
  createMemoryStorage,
  createMemoryWallet,
  TEST_ACCOUNT,
  type MemoryAuth,
  type MemoryWallet,
} from '../../../src-adapters/memory/index.js'
import { createStore, DISCONNECTED, SIGN_IN_SYNC_KEY, SignInService, type AuthPort, type AuthSession, type ConnectionState } from '../../../src-domain/index.js'

const CHAIN_ID = 31337
const ARGS = { address: TEST_ACCOUNT, chainId: CHAIN_ID }
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connected = (address: `0x${string}` = TEST_ACCOUNT): ConnectionState => ({
  status: 'connected',
  walletId: 'mock',
  address,
  accounts: [address],
  chainId: CHAIN_ID,
  unsupported: false,
})

/** A promise settled by hand: the test looks at the service while a step is under way. */
function gate<T = void>() {
  let open!: (value: T) => void
  const promise = new Promise<T>((resolve) => (open = resolve))
  return { promise, open }
}

let auth: MemoryAuth
let wallet: MemoryWallet
let signature: ReturnType<typeof gate<void>>

beforeEach(async () => {
  auth = createMemoryAuth()
  signature = gate()
  const signer = createMemoryWallet({ connectDelayMs: 0 })
  await signer.connect('mock')
  // Signs for real, once the test lets the "user" answer.
  wallet = createMemoryWallet({ connectDelayMs: 0, sign: async (args) => (await signature.promise, signer.signMessage(args)) })
  await wallet.connect('mock')
})

describe('SignInService when the world changes mid-sign-in', () => {
  it('a disconnect while the wallet is asked to sign (Cancel) ends the attempt: nothing verified, no session', async () => {
    const connection = createStore(connected())
    const service = new SignInService({ auth, wallet, connection })
    service.start()
    await service.prepare()
    const attempt = service.signIn(ARGS)
    await expect.poll(() => service.getState().status).toBe('signing')
    connection.setState(DISCONNECTED)
    signature.open()
    await attempt
    expect(service.getState()).toMatchObject({ status: 'idle', authentication: 'unauthenticated', session: null, error: undefined })
    expect(await auth.getSession()).toBeNull()
  })

  it('another account connected while verifying: the session the server opened is closed again', async () => {
    const connection = createStore(connected())
    const verified = gate<boolean>()
    const port: AuthPort = { ...auth, verify: async (args) => (await verified.promise, auth.verify(args)) }
    const storage = createMemoryStorage()
    const service = new SignInService({ auth: port, wallet, connection, storage })
    service.start()
    await service.prepare()
    signature.open()
    const attempt = service.signIn(ARGS)
    await expect.poll(() => service.getState().status).toBe('verifying')
    connection.setState(connected(OTHER))
    verified.open(true)
    await attempt
    expect(service.getState()).toMatchObject({ status: 'idle', authentication: 'unauthenticated', session: null })
    expect(await auth.getSession()).toBeNull()
    expect(storage.read(SIGN_IN_SYNC_KEY)).toBeNull()
  })

  it('a session read that started before a sign-in cannot undo it when it answers late', async () => {
    const read = gate<AuthSession | null>()
    let slow = true
    const port: AuthPort = { ...auth, getSession: () => (slow ? read.promise : auth.getSession()) }
    const service = new SignInService({ auth: port, wallet })
    const loading = service.loadSession()
    slow = false
    await service.prepare()
    signature.open()
    await service.signIn(ARGS)
    expect(service.getState().authentication).toBe('authenticated')
    read.open(null) // the stale "nobody signed in" answer arrives last
    await loading
    expect(service.getState()).toMatchObject({ authentication: 'authenticated', session: ARGS })
  })

  it("a session another tab opened for an account other than this tab's wallet is ended, not adopted (one cookie, one address)", async () => {
    const storage = createMemoryStorage()
    const connection = createStore(connected(OTHER))
    const service = new SignInService({ auth, wallet, connection, storage })
    service.start()
    await expect.poll(() => service.getState().authentication).toBe('unauthenticated')
    const otherTab = new SignInService({ auth, wallet })
    await otherTab.prepare()
    signature.open()
    await otherTab.signIn(ARGS)
    storage.simulateExternalChange(SIGN_IN_SYNC_KEY, 'changed')
    await expect.poll(() => auth.getSession()).toBeNull()
    expect(service.getState()).toMatchObject({ authentication: 'unauthenticated', session: null })
  })

  it('verifies as before when nothing changed', async () => {
    const connection = createStore(connected())
    const service = new SignInService({ auth, wallet, connection })
    service.start()
    await service.prepare()
    signature.open()
    await service.signIn(ARGS)
    expect(service.getState()).toMatchObject({ authentication: 'authenticated', session: ARGS })
  })
})
