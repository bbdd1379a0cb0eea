import { describe, expect, it } from 'vitest'
import { accountButton, appLoaded, connectButton, dialog, isFocused, tabTo } from '../support/browser/flows.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

const CASES = [
  { backend: 'memory', walletName: 'Mock Wallet', injected: false },
  { backend: 'wagmi', walletName: TEST_WALLET_NAME, injected: true },
] as const

describe.each(CASES)('keyboard only (Tab, Enter, Escape), $backend build with $walletName', ({ backend, walletName, injected }) => {
  const suite = useAppSuite(backend)
  // Keyboard use of the app itself: the start screen's frame and its focus are lazy-start's and dialog-open's.
  const app = {
    async open() {
      const session = await suite.open(injected ? { initScripts: [testWalletScript()] } : {})
      await appLoaded(session.page)
      return session
    },
  }
  it('opens the connect dialog, closes it with Escape, reopens it and connects', async () => {
    const { page } = await app.open()
    await connectButton(page).waitFor()
    await expect.poll(() => connectButton(page).isEnabled()).toBe(true)

    await tabTo(page, connectButton(page))
    await page.keyboard.press('Enter')
    const connect = dialog(page, 'Connect a Wallet')
    await connect.waitFor()
    // Focus moves into the dialog when it opens.
    expect(await connect.evaluate((element) => element.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await connect.waitFor({ state: 'detached' })
    // ... and goes back to the button that opened it.
    expect(await isFocused(connectButton(page))).toBe(true)

    await page.keyboard.press('Enter')
    await connect.waitFor()
    await tabTo(page, connect.getByRole('button', { name: walletName }))
    await page.keyboard.press('Enter')
    await accountButton(page).waitFor()
  })

  it('keeps Tab inside the open dialog (focus trap) in both directions', async () => {
    const { page } = await app.open()
    await tabTo(page, connectButton(page))
    await page.keyboard.press('Enter')
    const connect = dialog(page, 'Connect a Wallet')
    await connect.waitFor()
    const inside = () => connect.evaluate((element) => element.contains(document.activeElement))
    const count = await connect.locator('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])').count()
    for (let press = 0; press < count + 2; press += 1) {
      await page.keyboard.press('Tab')
      expect(await inside()).toBe(true)
    }
    for (let press = 0; press < count + 2; press += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await inside()).toBe(true)
    }
  })

  it('opens the account dialog and disconnects with the keyboard', async () => {
    const { page } = await app.open()
    await tabTo(page, connectButton(page))
    await page.keyboard.press('Enter')
    await tabTo(page, dialog(page, 'Connect a Wallet').getByRole('button', { name: walletName }))
    await page.keyboard.press('Enter')
    await accountButton(page).waitFor()

    await tabTo(page, accountButton(page))
    await page.keyboard.press('Enter')
    const account = dialog(page)
    await account.waitFor()
    await tabTo(page, account.getByRole('button', { name: 'Disconnect' }))
    await page.keyboard.press('Enter')
    await connectButton(page).waitFor()
  })
})
