import { describe, expect, inject, it } from 'vitest'
import { nodeRequest } from '../support/browser/anvil.js'
import { networkSettled } from '../support/browser/app-page.js'
import { TEST_ACCOUNT, accountButton, chainButton, connectButton, connectWith, dialog } from '../support/browser/flows.js'
import { eip1193Backends, memoryBackends } from '../support/browser/backends.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

/** The ether amount an account button shows: `9,999.9 ETH`, `10k ETH`. */
function shownEther(text: string): number {
  const match = / ([\d,.]+)(k|M)? ETH$/.exec(text)
  if (!match) throw new Error(`no balance in "${text}"`)
  return Number(match[1]!.replaceAll(',', '')) * (match[2] === 'k' ? 1e3 : match[2] === 'M' ? 1e6 : 1)
}

// The same UI on each wallet backend of the list, chosen at build time by VITE_WALLET_BACKEND.
describe.each(eip1193Backends())('the %s build in Chromium, through the injected EIP-6963 test wallet', (backend) => {
  const app = useAppSuite(backend)

  it('lists the announced wallet by its name, connects on the local chain and shows the real balance', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectButton(page).click()
    const connect = dialog(page, 'Connect a Wallet')
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
    // A first visit asks the wallet nothing before the user picks it.
    expect(await testWallet(page).requests()).toEqual([])

    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await accountButton(page).waitFor()
    expect(await testWallet(page).requests()).toContain('eth_requestAccounts')
    expect(await chainButton(page).textContent()).toContain('Hardhat')
    // The balance the node holds (anvil's 10 000 ETH, less the gas other files spent), abbreviated.
    const wei = BigInt((await nodeRequest(inject('e2e').localChainUrl, 'eth_getBalance', [TEST_ACCOUNT, 'latest'])) as string)
    await expect.poll(() => accountButton(page).textContent()).toMatch(/ ETH$/)
    expect(shownEther((await accountButton(page).textContent()) ?? '')).toBeCloseTo(Number(wei / 10n ** 15n) / 1000, -1)
  })

  it('fetches the code of a connect and its balance while the list is open: the wallet click fetches no script', async () => {
    const session = await app.open({ initScripts: [testWalletScript()] })
    const { page } = session
    await connectButton(page).hover()
    await connectButton(page).click()
    const connect = dialog(page, 'Connect a Wallet')
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
    // The visitor reads the list: the page fetches ahead what the connect and the balance will need.
    await networkSettled(session, session.page)
    // The page notes when the balance is drawn: what it fetches afterwards (the account's name) is not the click's.
    const clickedAt = await page.evaluate(() => {
      const page = window as { balanceShownAt?: number }
      new MutationObserver((_, observer) => {
        if (!/ ETH$/.test(document.querySelector('.rpgf-account-button')?.textContent ?? '')) return
        page.balanceShownAt = performance.now()
        observer.disconnect()
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
      return performance.now()
    })
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect.poll(() => accountButton(page).textContent()).toMatch(/ ETH$/)
    // Every request done, so a script still in flight when the balance showed is counted too.
    await networkSettled(session, session.page)
    const scripts = await page.evaluate((clickedAt) => {
      const shownAt = (window as { balanceShownAt?: number }).balanceShownAt ?? Number.POSITIVE_INFINITY
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= clickedAt && entry.startTime <= shownAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname)
    }, clickedAt)
    expect(scripts).toEqual([])
    // Fetching ahead asked the wallet nothing: the pick is still its first request.
    expect((await testWallet(page).requests())[0]).toBe('eth_requestAccounts')
  })

  it('auto-connects after a reload without a prompt', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectWith(page, TEST_WALLET_NAME)
    await page.reload()
    await accountButton(page).waitFor()
    expect(await testWallet(page).requests()).not.toContain('eth_requestAccounts')
    expect(await dialog(page).count()).toBe(0)
  })
})

describe.each(memoryBackends())('the %s build', (backend) => {
  const app = useAppSuite(backend)

  it('connects through its Mock Wallet', async () => {
    const { page } = await app.open()
    await connectWith(page, 'Mock Wallet')
    expect(await chainButton(page).textContent()).toContain('Hardhat')
  })
})
