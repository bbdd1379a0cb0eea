import { describe, expect, it } from 'vitest'
import { runAxe } from '../support/browser/axe.js'
import { dialog } from '../support/browser/flows.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { testWalletScript } from '../support/browser/test-wallet.js'

// The test builds have no WalletConnect project id, as a developer's first build often has not.
const app = useAppSuite('wagmi')
const DEVELOPER_TEXT = 'No projectId found'

const LOOKS = [
  { colorScheme: 'light', locale: 'en', connect: 'Connect Wallet', says: 'WalletConnect cannot be used in this app.' },
  { colorScheme: 'dark', locale: 'en', connect: 'Connect Wallet', says: 'WalletConnect cannot be used in this app.' },
  { colorScheme: 'light', locale: 'ar', connect: 'ربط المحفظة', says: 'لا يمكن استخدام WalletConnect في هذا التطبيق.' },
] as const

describe('WalletConnect without a project id', () => {
  it("the developer reads why in the console once, when the app's services start (the first intent), before any wallet is picked", async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.reload()
    // The app (and its services) load on the first intent: a pointer over Connect Wallet.
    await page.getByRole('button', { name: 'Connect Wallet' }).hover()
    await expect.poll(() => errors.some((text) => text.startsWith(DEVELOPER_TEXT))).toBe(true)
    expect(errors.filter((text) => text.startsWith(DEVELOPER_TEXT))).toHaveLength(1)
  })

  for (const look of LOOKS) {
    it(`${look.colorScheme}, ${look.locale}: picking it says, in the visitor's language, that it cannot be used here; no RETRY`, async () => {
      const { page } = await app.open({ colorScheme: look.colorScheme, locale: look.locale, initScripts: [testWalletScript()] })
      await page.getByRole('button', { name: look.connect }).click()
      const connect = dialog(page)
      await connect.getByRole('button', { name: 'WalletConnect' }).click()
      const alert = connect.getByRole('alert')
      await alert.getByText(look.says, { exact: true }).waitFor()
      expect(await page.locator('body').textContent()).not.toContain(DEVELOPER_TEXT)
      // Nothing to try again: the app lacks what the wallet needs.
      expect(await connect.getByRole('button', { name: /^(RETRY|إعادة المحاولة)$/ }).count()).toBe(0)
      await saveScreenshot(page, `walletconnect-no-project-id-${look.colorScheme}-${look.locale}`)
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    })
  }
})
