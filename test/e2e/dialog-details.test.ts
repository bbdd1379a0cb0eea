import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runAxe } from '../support/browser/axe.js'
import { dialog } from '../support/browser/flows.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

// The finish of the dialogs and the header, next to RainbowKit's: icons on the account actions, a ⌄
// on the header's pills, the connected network's green dot, `Confirm in Wallet` with its dot, and
// focus rings that touch nothing around them.
const app = useAppSuite('wagmi')

const LOOKS = [
  { colorScheme: 'light', locale: 'en', connect: 'Connect Wallet', copy: 'Copy Address', disconnect: 'Disconnect', confirm: 'Confirm in Wallet' },
  { colorScheme: 'dark', locale: 'en', connect: 'Connect Wallet', copy: 'Copy Address', disconnect: 'Disconnect', confirm: 'Confirm in Wallet' },
  { colorScheme: 'light', locale: 'ar', connect: 'ربط المحفظة', copy: 'نسخ العنوان', disconnect: 'قطع الاتصال', confirm: 'أكّد في المحفظة' },
] as const

const settle = (locator: Locator) =>
  locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))))

/** The boxes two elements draw do not meet (the second under the first, by at least `gap` px). */
async function gapBetween(page: Page, upper: Locator, lower: Locator): Promise<number> {
  const [a, b] = [await upper.boundingBox(), await lower.boundingBox()]
  if (!a || !b) throw new Error('no box')
  return b.y - (a.y + a.height)
}

describe('the dialogs’ details', () => {
  for (const look of LOOKS) {
    it(`${look.colorScheme}, ${look.locale}: pills with ⌄, account actions with icons, the title clear of the avatar, the connected dot green, Confirm in Wallet with its dot`, async () => {
      const { page } = await app.open({ colorScheme: look.colorScheme, locale: look.locale, initScripts: [testWalletScript()] })
      await page.getByRole('button', { name: look.connect }).click()
      await dialog(page).getByRole('button', { name: TEST_WALLET_NAME }).click()
      const account = page.locator('.rpgf-account-button')
      await account.waitFor()
      // The ⌄: a turned corner after each pill's content.
      for (const pill of [page.locator('.rpgf-chain-button'), account]) {
        const chevron = await pill.evaluate((element) => {
          const after = getComputedStyle(element, '::after')
          return { content: after.content, width: after.width, border: after.borderBottomStyle, transform: after.transform }
        })
        expect(chevron).toMatchObject({ content: '""', width: '6px', border: 'solid' })
        expect(chevron.transform).not.toBe('none')
      }

      await account.click()
      const accountDialog = dialog(page)
      await settle(accountDialog)
      const copy = accountDialog.getByRole('button', { name: look.copy })
      const disconnect = accountDialog.getByRole('button', { name: look.disconnect })
      expect(await copy.locator('svg').count()).toBe(1)
      expect(await disconnect.locator('svg').count()).toBe(1)
      expect(await gapBetween(page, accountDialog.locator('h2'), accountDialog.locator('.rpgf-avatar').first())).toBeGreaterThanOrEqual(8)
      // The two actions' edges line up.
      const [copyBox, disconnectBox] = [await copy.boundingBox(), await disconnect.boundingBox()]
      expect(copyBox?.y).toBe(disconnectBox?.y)
      expect(copyBox?.height).toBe(disconnectBox?.height)
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
      await saveScreenshot(page, `account-dialog-${look.colorScheme}-${look.locale}`)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)

      await page.locator('.rpgf-chain-button').click()
      const networks = dialog(page)
      await settle(networks)
      const dot = networks.locator('[aria-current="true"] .rpgf-dot')
      expect(await dot.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(48, 224, 0)')
      // A switch the wallet has not answered yet: `Confirm in Wallet`, with its own dot.
      await testWallet(page).hold('wallet_switchEthereumChain')
      await networks.locator('.rpgf-network-row:not([aria-current])').first().click()
      const waiting = networks.locator('.rpgf-network-state').filter({ hasText: look.confirm })
      await waiting.waitFor()
      expect(await waiting.locator('.rpgf-dot').count()).toBe(1)
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
      await saveScreenshot(page, `network-confirm-${look.colorScheme}-${look.locale}`)
    })
  }

  it('a focused wallet row’s ring stays inside the row: it touches neither the group label above nor the next row', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = dialog(page, 'Connect a Wallet')
    const wallet = connect.getByRole('button', { name: TEST_WALLET_NAME })
    await wallet.waitFor()
    await settle(connect)
    // Keyboard focus, so :focus-visible applies.
    await wallet.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement
      const style = getComputedStyle(element)
      return { outside: Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth), style: style.outlineStyle, name: element.textContent }
    })
    expect(ring.name).toContain(TEST_WALLET_NAME)
    expect(ring.style).not.toBe('none')
    expect(ring.outside).toBeLessThanOrEqual(0)
  })
})
