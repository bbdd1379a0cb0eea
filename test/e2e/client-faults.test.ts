import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { TEST_ACCOUNT, TEST_ACCOUNT_SHORT, accountButton, chainButton, connectButton, connectWith, dialog, openNetworks } from '../support/browser/flows.js'
import { useAppSuite, useSignInSuite } from '../support/browser/suite.js'
import { pageIdle } from '../support/browser/idle.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

/** An account no other test uses, given one wei short of 1 ETH on the local chain. */
const ALMOST_ONE_ACCOUNT = '0x5eed00000000000000000000000000000000c0de'
const SECOND_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE'
const YEAR_MS = 365 * 86_400_000
/** A balance on the account button: `<abbreviated> ETH`. */
const BALANCE_SHOWN = /\d[kmbt]? ETH$/

async function nodeRequest(method: string, params: unknown[]): Promise<void> {
  const response = await fetch(inject('e2e').localChainUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
}

/** Picks the test wallet in the connect dialog without waiting for a particular account. */
async function pickTestWallet(page: Page): Promise<void> {
  await connectButton(page).click()
  await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
}

/** Stored query cache entries as a tamperer (or an old version) could leave them. */
function tamperedCache(now: number): string {
  const ahead = now + YEAR_MS
  const query = (chainId: number, data: unknown) => ({
    queryKey: ['balance', chainId, TEST_ACCOUNT.toLowerCase()],
    queryHash: JSON.stringify(['balance', chainId, TEST_ACCOUNT.toLowerCase()]),
    state: {
      data,
      dataUpdatedAt: ahead,
      status: 'success',
      fetchStatus: 'idle',
      dataUpdateCount: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
    },
  })
  return JSON.stringify({
    timestamp: ahead,
    buster: '',
    clientState: {
      mutations: [],
      queries: [
        // A million ETH, dated a year ahead: in the old shape (a formatted text) and in the new one (wei).
        query(31337, { formatted: '1m', wei: '1000000000000000000000000', decimals: 18, symbol: 'ETH' }),
        query(10, { formatted: { toString: null }, wei: { toString: null }, symbol: 'ETH' }),
      ],
    },
  })
}

/** Makes every later localStorage write of the app fail as on a full quota (the wallet's own key still works). */
const FULL_STORAGE = {
  content: `(() => {
    const setItem = Storage.prototype.setItem
    if (!localStorage.getItem('rk-transactions')) {
      setItem.call(localStorage, 'rk-recent', '["metaMask"]')
      setItem.call(localStorage, 'rk-transactions', ${JSON.stringify(
        JSON.stringify({ [TEST_ACCOUNT]: { 31337: [{ hash: `0x${'ab'.repeat(32)}`, description: 'Stored before the quota ran out', status: 'confirmed' }] } }),
      )})
    }
    Storage.prototype.setItem = function (key, value) {
      if (key === 'e2e-test-wallet-granted') return setItem.call(this, key, value)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })()`,
}

/** localStorage itself throws, as in a sandboxed frame or with site data blocked. */
const DISABLED_STORAGE = {
  content: `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError') } })`,
}

describe.each(['wagmi', 'ethers'] as const)('%s build: hostile data and failing parts on the client', (backend) => {
  const app = useAppSuite(backend)

  it('one wei short of 1 ETH shows 0.999 ETH on the account button and in the account dialog, never 1 ETH', async () => {
    await nodeRequest('anvil_setBalance', [ALMOST_ONE_ACCOUNT, '0xde0b6b3a763ffff'])
    const { page } = await app.open({ initScripts: [testWalletScript({ accounts: [ALMOST_ONE_ACCOUNT] })] })
    await pickTestWallet(page)
    const button = page.getByRole('button', { name: /^0x5e/i })
    await expect.poll(() => button.textContent()).toContain('0.999 ETH')
    await button.click()
    const account = dialog(page)
    await expect.poll(() => account.textContent()).toContain('0.999 ETH')
    expect(await account.textContent()).not.toContain('1 ETH')
  })

  it('a stored query cache dated a year ahead, with a million ETH and entries of the wrong type, is checked: the real balance is fetched', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [CACHE_KEY, tamperedCache(Date.now())])
    await page.reload()
    await connectWith(page, TEST_WALLET_NAME)
    // The real balance (10k ETH less what other tests sent), once the clamped entry has been fetched again.
    await expect
      .poll(
        async () => {
          const text = (await accountButton(page).textContent()) ?? ''
          return BALANCE_SHOWN.test(text) && !text.includes('1m ETH')
        },
        { timeout: 10_000 },
      )
      .toBe(true)
    expect(await page.locator('body').textContent()).not.toContain('[object Object]')
  })

  it('a wallet that fails to let go: Disconnect still ends the connection (and no rejection is left unhandled)', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectWith(page, TEST_WALLET_NAME)
    await testWallet(page).setFailures({ disconnect: 'failed' })
    await accountButton(page).click()
    await dialog(page, TEST_ACCOUNT_SHORT).getByRole('button', { name: 'Disconnect' }).click()
    await connectButton(page).waitFor()
    expect(await accountButton(page).count()).toBe(0)
  })

  it('localStorage disabled: the app connects and shows the balance', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), DISABLED_STORAGE] })
    await connectWith(page, TEST_WALLET_NAME)
    await expect.poll(() => accountButton(page).textContent()).toMatch(BALANCE_SHOWN)
  })

  it('localStorage full: the app connects, still shows what was stored, and overwrites nothing', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), FULL_STORAGE] })
    await connectWith(page, TEST_WALLET_NAME)
    await expect.poll(() => accountButton(page).textContent()).toMatch(BALANCE_SHOWN)
    await accountButton(page).click()
    await dialog(page, TEST_ACCOUNT_SHORT).getByText('Stored before the quota ran out').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('rk-recent'))).toBe('["metaMask"]')
    expect(await page.evaluate(() => localStorage.getItem('rk-transactions'))).toContain('Stored before the quota ran out')
  })

  it('the wallet locks while the connect prompt is open: no account, and a later connect works', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    const wallet = testWallet(page)
    await wallet.hold('eth_requestAccounts')
    await wallet.hold('wallet_requestPermissions')
    await pickTestWallet(page)
    await expect.poll(async () => (await wallet.requests()).some((method) => /requestAccounts|requestPermissions/.test(method))).toBe(true)
    await wallet.release('eth_requestAccounts', { code: 4900, message: 'The wallet is locked.' })
    await wallet.release('wallet_requestPermissions', { code: 4900, message: 'The wallet is locked.' })
    const connect = dialog(page, 'Connect a Wallet')
    await expect.poll(() => connect.textContent()).toMatch(/RETRY|Retry|went wrong|failed/i)
    expect(await accountButton(page).count()).toBe(0)
    await connect.getByRole('button', { name: /retry/i }).first().click()
    await accountButton(page).waitFor()
  })

  it('the wallet disconnects while a network switch waits in it: disconnected, and the late answer changes nothing', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectWith(page, TEST_WALLET_NAME)
    const wallet = testWallet(page)
    await wallet.hold('wallet_switchEthereumChain')
    const networks = await openNetworks(page, 'Connected')
    await networks.getByRole('button', { name: /OP Mainnet/ }).click()
    await expect.poll(async () => (await wallet.requests()).includes('wallet_switchEthereumChain')).toBe(true)
    await wallet.setAccounts([])
    await connectButton(page).waitFor()
    await wallet.release('wallet_switchEthereumChain')
    await expect.poll(async () => (await wallet.state())?.chainId).toBe(10)
    await pageIdle(page)
    expect(await accountButton(page).count()).toBe(0)
    expect(await connectButton(page).isVisible()).toBe(true)
  })

  it('100 accountsChanged and 100 chainChanged events in a burst end on the last account and chain', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectWith(page, TEST_WALLET_NAME)
    await page.evaluate(
      ([first, second]) => {
        const wallet = (window as unknown as { ethereum: { __test: { setAccounts(a: string[]): void; emitChainChanged(id: number): void } } }).ethereum.__test
        for (let index = 0; index < 100; index++) {
          wallet.setAccounts([index % 2 === 0 ? (first as string) : (second as string)])
          wallet.emitChainChanged(index % 2 === 0 ? 31337 : 10)
        }
      },
      [TEST_ACCOUNT, SECOND_ACCOUNT],
    )
    await expect.poll(() => chainButton(page).textContent()).toContain('OP Mainnet')
    await page.getByRole('button', { name: /^0x70…79C8/ }).waitFor()
    expect(await accountButton(page).count()).toBe(0)
    expect((await testWallet(page).state())?.chainId).toBe(10)
  })
})

describe('sign-in build: a wallet that fails to let go', () => {
  const app = useSignInSuite()

  it('Cancel in Verify your account still ends the connection, with no unhandled rejection', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    // With sign-in on the account shows only once verified: the wallet is picked, then asked to verify.
    await connectButton(page).click()
    await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
    const verify = dialog(page, 'Verify your account')
    await verify.waitFor()
    await testWallet(page).setFailures({ disconnect: 'failed' })
    await verify.getByRole('button', { name: 'Cancel' }).click()
    await connectButton(page).waitFor()
    await verify.waitFor({ state: 'detached' })
  })
})

describe('the e2e harness', () => {
  const app = useAppSuite('wagmi')

  it('records a promise rejection nobody handles in the page as a page error, which fails the test', async () => {
    const session = await app.open()
    await session.page.evaluate(() => {
      void Promise.reject(new Error('left unhandled on purpose'))
    })
    await expect.poll(() => session.pageErrors.some((error) => error.includes('left unhandled on purpose'))).toBe(true)
    // Recorded as it should be; cleared so this one test does not fail on it.
    session.pageErrors.length = 0
  })
})
