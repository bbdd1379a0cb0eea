import { describe, expect, it } from 'vitest'
import { PAIRING_URI_TIMEOUT_MS } from '../../src-domain/index.js'
import { WIDE } from '../support/browser/app-page.js'
import { runAxe } from '../support/browser/axe.js'
import { dialog } from '../support/browser/flows.js'
import { silentRelayScript, usePhoneApp } from '../support/browser/phone-app.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { testWalletScript } from '../support/browser/test-wallet.js'

// MetaMask without its extension on a desktop (the test wallet is another wallet), in a wagmi build
// with a WalletConnect project id and the local fake WalletConnect SDK: its way in is a QR code for
// the phone app, or its extension; with a relay that never answers, it says it is not installed.
const suite = usePhoneApp('wagmi')

const ENGLISH = {
  locale: 'en',
  connect: 'Connect Wallet',
  scan: 'Scan with your phone',
  missing: 'MetaMask is not installed',
  install: 'Get MetaMask',
  getTitle: 'Get MetaMask',
  preparing: 'Preparing the QR code',
}

const LOOKS = [
  { colorScheme: 'light', ...ENGLISH },
  { colorScheme: 'dark', ...ENGLISH },
  {
    colorScheme: 'light',
    locale: 'ar',
    connect: 'ربط المحفظة',
    scan: 'امسح الرمز بهاتفك',
    missing: 'MetaMask غير مثبّتة',
    install: 'احصل على MetaMask',
    getTitle: 'احصل على MetaMask',
    preparing: 'جارٍ تجهيز رمز QR',
  },
] as const

describe('a wallet that is not installed, on a desktop', () => {
  for (const look of LOOKS) {
    it(`${look.colorScheme}, ${look.locale}: MetaMask offers its QR code for the phone app and its download; a silent relay turns it into \`MetaMask is not installed\` with its download step`, async () => {
      const { page } = await suite.open({
        viewport: WIDE,
        colorScheme: look.colorScheme,
        locale: look.locale,
        initScripts: [testWalletScript(), silentRelayScript()],
        clock: true,
      })
      await page.getByRole('button', { name: look.connect }).click()
      const connect = dialog(page)
      await connect.getByRole('button', { name: 'MetaMask' }).click()
      // The way in: a QR code for the phone app (prepared here: the relay is silent), and the extension's download.
      await connect.getByRole('heading', { name: look.scan }).waitFor()
      await connect.getByRole('img', { name: look.preparing }).waitFor()
      await page.clock.fastForward(PAIRING_URI_TIMEOUT_MS)
      await connect.getByRole('heading', { name: look.missing }).waitFor()
      const text = (await connect.textContent()) ?? ''
      expect(text).not.toContain('Oops')
      expect(text).not.toContain('something went wrong')
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
      await saveScreenshot(page, `metamask-not-installed-${look.colorScheme}-${look.locale}`)
      await connect.getByRole('button', { name: look.install }).click()
      await connect.getByRole('heading', { name: look.getTitle }).waitFor()
    })
  }
})
