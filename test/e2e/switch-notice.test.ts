import { describe, expect, it } from 'vitest'
import { recordAnnouncements, announcements } from '../support/browser/announcements.js'
import { runAxe } from '../support/browser/axe.js'
import { dialog } from '../support/browser/flows.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

const app = useAppSuite('wagmi')

const LOOKS = [
  {
    colorScheme: 'light',
    locale: 'en',
    connect: 'Connect Wallet',
    close: 'Close',
    says: 'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  },
  {
    colorScheme: 'dark',
    locale: 'en',
    connect: 'Connect Wallet',
    close: 'Close',
    says: 'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  },
  { colorScheme: 'light', locale: 'ar', connect: 'ربط المحفظة', close: undefined, says: undefined },
] as const

describe('a failed network switch is shown under the header, as well as announced', () => {
  for (const look of LOOKS) {
    it(`${look.colorScheme}, ${look.locale}: the notice shows once the dialog has closed, and can be dismissed`, async () => {
      const { page } = await app.open({ colorScheme: look.colorScheme, locale: look.locale, initScripts: [testWalletScript(), recordAnnouncements] })
      await page.getByRole('button', { name: look.connect }).click()
      await dialog(page).getByRole('button', { name: TEST_WALLET_NAME }).click()
      const chain = page.locator('.rpgf-chain-button')
      await chain.waitFor()
      expect(await page.getByTestId('switch-notice').count()).toBe(0)

      await testWallet(page).setFailures({ switchChain: 'unsupported' })
      await chain.click()
      const networks = dialog(page)
      await networks.getByRole('button', { name: /OP Mainnet/ }).click()
      await networks.waitFor({ state: 'detached' })
      const notice = page.getByTestId('switch-notice')
      await notice.waitFor()
      const text = (await notice.locator('p').textContent()) ?? ''
      if (look.says) expect(text).toBe(look.says)
      // The same words the live region read out, in the visitor's language.
      await expect.poll(async () => (await announcements(page)).includes(text)).toBe(true)

      // Under the header, on the screen, beside nothing it covers.
      const [header, box] = await Promise.all([page.locator('.rpgf-header').boundingBox(), notice.boundingBox()])
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
      await saveScreenshot(page, `switch-notice-${look.colorScheme}-${look.locale}`)
      expect(await runAxe(page, '[data-testid="switch-notice"]')).toEqual([])

      // Reopened, the dialog says it itself, and the notice steps aside meanwhile.
      await chain.click()
      await networks.getByRole('alert').waitFor()
      expect(await notice.count()).toBe(0)
      await page.keyboard.press('Escape')
      await networks.waitFor({ state: 'detached' })
      await notice.waitFor()

      await notice.getByRole('button', look.close ? { name: look.close } : {}).click()
      await notice.waitFor({ state: 'detached' })
    })
  }
})
