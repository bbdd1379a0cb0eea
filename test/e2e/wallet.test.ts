import { describe, expect, it } from 'vitest'
import { COMPACT, WIDE } from '../support/browser/app-page.js'
import {
  TEST_ACCOUNT,
  TEST_ACCOUNT_SHORT,
  accountButton,
  chainButton,
  connectButton,
  connectWith,
  dialog,
  isFocused,
  openNetworks,
} from '../support/browser/flows.js'
import { eip1193Backends } from '../support/browser/backends.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

const WRONG_NETWORK = 'Wrong network detected, switch or disconnect to continue.'
const CANNOT_SWITCH = 'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.'

// Through each EIP-1193 backend of the list: the production build, the injected test wallet, real nodes.
describe.each(eip1193Backends())('%s build: account, networks and errors with the injected wallet', (backend) => {
  const app = useAppSuite(backend)
  const openConnected = async (options: Parameters<typeof app.open>[0] = {}) => {
    const session = await app.open({ initScripts: [testWalletScript()], ...options })
    await connectWith(session.page, TEST_WALLET_NAME)
    return session
  }

  it('account dialog: shortened address, balance, Copy Address puts the address on the clipboard and reads Copied! for 1500 ms', async () => {
    const { page } = await openConnected({ clipboard: true })
    await accountButton(page).click()
    const account = dialog(page, TEST_ACCOUNT_SHORT)
    await account.waitFor()
    await expect.poll(() => account.textContent()).toContain('ETH')

    // Timed in the page, from the commit that shows Copied! to the one that takes it away: how long the
    // test itself takes to notice either (a busy machine) does not count.
    const copyButton = account.getByRole('button', { name: 'Copy Address' })
    await copyButton.evaluate((button) => {
      const times: { copied?: number; back?: number } = ((window as unknown as { __copyTimes: typeof times }).__copyTimes = {})
      new MutationObserver(() => {
        const text = button.textContent ?? ''
        if (text.includes('Copied!')) times.copied ??= performance.now()
        else if (times.copied !== undefined) times.back ??= performance.now()
      }).observe(button, { subtree: true, childList: true, characterData: true })
    })
    await copyButton.click()
    await account.getByRole('button', { name: 'Copied!' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TEST_ACCOUNT)
    await account.getByRole('button', { name: 'Copy Address' }).waitFor()
    const times = await page.evaluate(() => (window as unknown as { __copyTimes: { copied?: number; back?: number } }).__copyTimes)
    expect((times.back ?? 0) - (times.copied ?? Number.NaN)).toBeGreaterThanOrEqual(1_499)
  })

  it('switches 31337 → 10 → 31337 from Switch Networks: the dialog closes each time, the wallet and the chain button follow', async () => {
    const { page } = await openConnected()
    const networks = await openNetworks(page, 'Connected')
    expect(await networks.getByRole('button', { name: /Hardhat/ }).textContent()).toContain('Connected')

    await networks.getByRole('button', { name: /OP Mainnet/ }).click()
    await networks.waitFor({ state: 'detached' })
    expect(await chainButton(page).textContent()).toContain('OP Mainnet')
    expect(await isFocused(chainButton(page))).toBe(true)
    expect((await testWallet(page).state())?.chainId).toBe(10)
    // The account stays; the balance is now read on chain 10's node.
    expect(await accountButton(page).isVisible()).toBe(true)

    await chainButton(page).click()
    await networks.getByRole('button', { name: /Hardhat/ }).click()
    await networks.waitFor({ state: 'detached' })
    expect(await chainButton(page).textContent()).toContain('Hardhat')
    expect((await testWallet(page).state())?.chainId).toBe(31337)
  })

  it('a switch the wallet refuses or cannot do also closes Switch Networks; reopened, it says why', async () => {
    const { page } = await openConnected()
    await testWallet(page).setFailures({ switchChain: 'userRejected' })
    let networks = await openNetworks(page, 'Connected')
    await networks.getByRole('button', { name: /OP Mainnet/ }).click()
    await networks.waitFor({ state: 'detached' })
    expect(await chainButton(page).textContent()).toContain('Hardhat')

    await testWallet(page).setFailures({ switchChain: 'unsupported' })
    networks = await openNetworks(page, 'Connected')
    expect(await networks.getByRole('alert').count()).toBe(0)
    await networks.getByRole('button', { name: /OP Mainnet/ }).click()
    await networks.waitFor({ state: 'detached' })
    expect(await chainButton(page).textContent()).toContain('Hardhat')
    expect((await testWallet(page).state())?.chainId).toBe(31337)
    networks = await openNetworks(page, 'Connected')
    expect(await networks.getByRole('alert').textContent()).toBe(CANNOT_SWITCH)
  })

  it('wrong network: the wallet moves to an unconfigured chain → Wrong network, no account button; switching back fixes it', async () => {
    const { page } = await openConnected()
    await testWallet(page).emitChainChanged(1)
    await expect.poll(() => chainButton(page).textContent()).toContain('Wrong network')
    expect(await accountButton(page).count()).toBe(0)

    const networks = await openNetworks(page, WRONG_NETWORK)
    await networks.getByText('Ethereum (unsupported)').waitFor()
    await saveScreenshot(page, `${backend}-network-wrong`)

    await networks.getByRole('button', { name: /Hardhat/ }).click()
    await accountButton(page).waitFor()
    await expect.poll(() => chainButton(page).textContent()).toContain('Hardhat')
    expect((await testWallet(page).state())?.chainId).toBe(31337)
  })

  it('the wallet switching back by itself also ends the wrong network', async () => {
    const { page } = await openConnected()
    await testWallet(page).emitChainChanged(1)
    await expect.poll(() => chainButton(page).textContent()).toContain('Wrong network')
    await testWallet(page).emitChainChanged(10)
    await accountButton(page).waitFor()
    await expect.poll(() => chainButton(page).textContent()).toContain('OP Mainnet')
  })

  it('a rejected connection shows RETRY and no error text; RETRY connects', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript({ failures: { connect: 'userRejected' } })] })
    await connectButton(page).click()
    const connect = dialog(page, 'Connect a Wallet')
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    const retry = connect.getByRole('button', { name: 'RETRY' })
    await retry.waitFor()
    expect(await connect.getByRole('alert').count()).toBe(0)
    expect(await connect.textContent()).not.toMatch(/reject/i)
    expect(await accountButton(page).count()).toBe(0)

    await testWallet(page).setFailures({})
    await retry.click()
    await accountButton(page).waitFor()
    // The dialog goes in the commit after the account's.
    await connect.waitFor({ state: 'detached' })
  })

  it('the account and network dialogs close on a backdrop click and on Escape, and give focus back to their button', async () => {
    const { page } = await openConnected()
    for (const [opener, name] of [
      [accountButton(page), TEST_ACCOUNT_SHORT],
      [chainButton(page), 'Switch Networks'],
    ] as const) {
      await opener.click()
      const opened = dialog(page, name)
      await opened.waitFor()
      await page.mouse.click(4, WIDE.height - 4)
      await opened.waitFor({ state: 'detached' })
      expect(await isFocused(opener)).toBe(true)
      await page.keyboard.press('Enter')
      await opened.waitFor()
      await page.keyboard.press('Escape')
      await opened.waitFor({ state: 'detached' })
      expect(await isFocused(opener)).toBe(true)
    }
  })

  it('disconnects from the account dialog; a reload stays disconnected', async () => {
    const { page } = await openConnected()
    await accountButton(page).click()
    await dialog(page, TEST_ACCOUNT_SHORT).getByRole('button', { name: 'Disconnect' }).click()
    await connectButton(page).waitFor()
    await page.reload()
    await connectButton(page).waitFor()
    await expect.poll(() => connectButton(page).isEnabled()).toBe(true)
    expect(await accountButton(page).count()).toBe(0)
  })

  it('compact layout at 375 px: connects, the header fits, the balance is left out', async () => {
    const { page } = await openConnected({ viewport: COMPACT })
    expect(await chainButton(page).isVisible()).toBe(true)
    // The balance is loaded (in the DOM for screen readers' name) but not drawn on a narrow screen.
    await expect.poll(() => accountButton(page).textContent()).toMatch(/ ETH$/)
    expect(
      await accountButton(page)
        .getByText(/^[\d,.]+k? ETH$/)
        .count(),
    ).toBe(1)
    expect(
      await accountButton(page)
        .getByText(/^[\d,.]+k? ETH$/)
        .isVisible(),
    ).toBe(false)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(COMPACT.width)
  })
})
