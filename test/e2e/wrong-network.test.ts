import { describe, expect, it } from 'vitest'
import { runAxe } from '../support/browser/axe.js'
import { connectButton, dialog } from '../support/browser/flows.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

const app = useAppSuite('wagmi')

const LOOKS = [
  { colorScheme: 'light', locale: 'en', connect: 'Connect Wallet', unsupported: 'Ethereum (unsupported)', disconnect: 'Disconnect' },
  { colorScheme: 'dark', locale: 'en', connect: 'Connect Wallet', unsupported: 'Ethereum (unsupported)', disconnect: 'Disconnect' },
  { colorScheme: 'light', locale: 'ar', connect: 'ربط المحفظة', unsupported: 'Ethereum (غير مدعومة)', disconnect: 'قطع الاتصال' },
] as const

describe('the wrong network, drawn as RainbowKit draws it', () => {
  for (const look of LOOKS) {
    it(`${look.colorScheme}, ${look.locale}: the wallet's chain by its name, not drawn as chosen; Disconnect red with an icon`, async () => {
      const { page } = await app.open({ colorScheme: look.colorScheme, locale: look.locale, initScripts: [testWalletScript()] })
      await page.getByRole('button', { name: look.connect }).click()
      await dialog(page).getByRole('button', { name: TEST_WALLET_NAME }).click()
      await page.locator('.rpgf-account-button').waitFor()
      await testWallet(page).emitChainChanged(1)
      const chain = page.locator('.rpgf-chain-button.rpgf-wrong-network')
      await chain.waitFor()
      // `Wrong network` whole, not cut.
      expect(await chain.locator('span').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      await chain.click()
      const networks = dialog(page)
      const row = networks.locator('.rpgf-network-unsupported')
      // Named from viem's chain list, fetched only now.
      await row.getByText(look.unsupported, { exact: true }).waitFor()
      await networks.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)))

      // Not the chosen chain: no aria-current anywhere, and not filled like a chosen row.
      expect(await networks.locator('[aria-current]').count()).toBe(0)
      const colours = await page.evaluate(() => {
        const root = document.querySelector('[role="dialog"]')!
        const style = getComputedStyle(root)
        const probe = document.createElement('span')
        probe.style.color = style.getPropertyValue('--rpgf-danger')
        probe.style.backgroundColor = style.getPropertyValue('--rpgf-accent')
        root.append(probe)
        const expected = { danger: getComputedStyle(probe).color, accent: getComputedStyle(probe).backgroundColor }
        probe.remove()
        const row = getComputedStyle(root.querySelector('.rpgf-network-unsupported')!)
        const disconnect = getComputedStyle(root.querySelector('.rpgf-network-disconnect')!)
        return { ...expected, rowBackground: row.backgroundColor, disconnectColour: disconnect.color, disconnectDecoration: disconnect.textDecorationLine }
      })
      expect(colours.rowBackground).not.toBe(colours.accent)
      expect(colours.rowBackground).toBe('rgba(0, 0, 0, 0)')
      // Disconnect: a red action with an icon, not an underlined link.
      const disconnect = networks.getByRole('button', { name: look.disconnect })
      expect(colours.disconnectColour).toBe(colours.danger)
      expect(colours.disconnectDecoration).toBe('none')
      expect(await disconnect.locator('svg').count()).toBe(1)
      await saveScreenshot(page, `wrong-network-${look.colorScheme}-${look.locale}`)
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])

      await disconnect.click()
      await connectButton(page)
        .or(page.getByRole('button', { name: look.connect }))
        .waitFor()
    })
  }
})
