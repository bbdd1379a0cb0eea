import { parseSiweMessage } from 'viem/siwe'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  createMemoryAuth,
  createMemoryWallet,
  TEST_ACCOUNT,
  type MemoryAuth,
  type MemoryAuthOptions,
  type MemoryWallet,
} from '../../../src-adapters/memory/index.js'
import type { Hex } from '../../../src-domain/index.js'

let wallet: MemoryWallet

beforeEach(async () => {
  wallet = createMemoryWallet({ connectDelayMs: 0 })
  await wallet.connect('mock')
})

async function signed(auth = createMemoryAuth(), chainId = 10) {
  const nonce = await auth.getNonce()
  const message = auth.createMessage({ address: TEST_ACCOUNT, chainId, nonce })
  const signature = await wallet.signMessage({ account: TEST_ACCOUNT, message })
  return { auth, nonce, message, signature }
}

describe('memory auth (spec 7: nonce, message from address + chain id + nonce, verify)', () => {
  it('issues random single-use nonces of 16 bytes', async () => {
    const auth = createMemoryAuth()
    const nonces = await Promise.all(Array.from({ length: 20 }, () => auth.getNonce()))
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(nonces).size).toBe(20)
  })

  it('creates an EIP-4361 message from address, chain id and nonce', async () => {
    const { message, nonce } = await signed(createMemoryAuth({ domain: 'app.test', uri: 'https://app.test' }))
    expect(parseSiweMessage(message)).toMatchObject({ address: TEST_ACCOUNT, chainId: 10, nonce, domain: 'app.test', uri: 'https://app.test', version: '1' })
  })

  it('verifies a real signature once, opening a session; a replay of the nonce fails', async () => {
    const { auth, message, signature } = await signed()
    await expect(auth.getSession()).resolves.toBeNull()
    await expect(auth.verify({ message, signature })).resolves.toBe(true)
    await expect(auth.getSession()).resolves.toEqual({ address: TEST_ACCOUNT, chainId: 10 })
    await expect(auth.verify({ message, signature })).resolves.toBe(false)
    await auth.signOut()
    await expect(auth.getSession()).resolves.toBeNull()
  })

  it('refuses a message with a nonce it never issued, for another domain, or with a tampered text', async () => {
    const auth = createMemoryAuth({ domain: 'app.test' })
    const unissued = await signed(createMemoryAuth({ domain: 'app.test' }))
    await expect(auth.verify({ message: unissued.message, signature: unissued.signature })).resolves.toBe(false)
    const nonce = await auth.getNonce()
    const otherDomain = createMemoryAuth({ domain: 'evil.test' }).createMessage({ address: TEST_ACCOUNT, chainId: 10, nonce })
    const otherSignature = await wallet.signMessage({ account: TEST_ACCOUNT, message: otherDomain })
    await expect(auth.verify({ message: otherDomain, signature: otherSignature })).resolves.toBe(false)
    const own = await signed(auth)
    const tampered = own.message.replace('Sign in to prove', 'Sign in to disprove')
    expect(tampered).not.toBe(own.message)
    await expect(auth.verify({ message: tampered, signature: own.signature })).resolves.toBe(false)
    await expect(auth.getSession()).resolves.toBeNull()
  })

  it.each<[string, MemoryAuthOptions['failures'], (auth: MemoryAuth, signedIn: { message: string; signature: Hex }) => Promise<unknown>]>([
    ['nonce', { nonce: true }, (auth) => expect(auth.getNonce()).rejects.toThrow('Nonce request failed.')],
    ['verify throwing', { verify: 'throw' }, (auth, args) => expect(auth.verify(args)).rejects.toThrow('Verification request failed.')],
    ['verify refusing', { verify: 'false' }, (auth, args) => expect(auth.verify(args)).resolves.toBe(false)],
  ])('fails on the %s flag', async (_label, failures, check) => {
    const auth = createMemoryAuth()
    const { message, signature } = await signed(auth)
    auth.control.setFailures(failures)
    await check(auth, { message, signature })
    await expect(auth.getSession()).resolves.toBeNull()
  })
})
