import { describe, expect, it } from 'vitest'
import { withCheckedAccounts } from '../../../src-adapters/wallet-kernel/requests.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A wallet object as extensions make them: methods that need their own `this`, and flags. */
class OddWallet {
  readonly isMetaMask = true
  readonly #listeners = new Map<string, unknown>()
  constructor(private readonly answers: Record<string, unknown>) {}
  async request({ method }: { method: string }): Promise<unknown> {
    return this.answers[method]
  }
  on(event: string, listener: unknown) {
    this.#listeners.set(event, listener)
  }
  removeListener(event: string) {
    this.#listeners.delete(event)
  }
  listening(event: string) {
    return this.#listeners.has(event)
  }
}

describe('withCheckedAccounts: what a wallet library is handed', () => {
  it.each([
    ['a bare address', ACCOUNT, []],
    ['null', null, []],
    ['markup and a short hex among addresses', ['<script>', ACCOUNT, '0x1234'], [ACCOUNT]],
  ])('account answers read as the kernel reads them: %s', async (_label, answer, expected) => {
    const provider = withCheckedAccounts(new OddWallet({ eth_requestAccounts: answer, eth_accounts: answer }))
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual(expected)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(expected)
  })

  it('leaves every other answer, the flags and the listeners as the wallet has them', async () => {
    const wallet = new OddWallet({ eth_chainId: 'banana' })
    const provider = withCheckedAccounts(wallet)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('banana')
    expect(provider.isMetaMask).toBe(true)
    provider.on('accountsChanged', () => {})
    expect(wallet.listening('accountsChanged')).toBe(true)
    provider.removeListener('accountsChanged')
    expect(wallet.listening('accountsChanged')).toBe(false)
  })
})
