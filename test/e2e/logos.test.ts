import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { accountButton, chainButton, connectButton, dialog } from '../support/browser/flows.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// The production wagmi build: the catalogue's wallets beside the injected test wallet.
const app = useAppSuite('wagmi')
const WALLET_LOGOS_CHUNK = /\/assets\/wallet-logos-[^/]+\.js$/
const CHAIN_LOGOS_CHUNK = /\/assets\/chain-logos-[^/]+\.js$/

describe('logos in the production build', () => {
  it('each is fetched as the connect list opens, never on the first screen, and once; every wallet and chain is drawn by its logo', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    const fetched: string[] = []
    page.on('request', (request) => void fetched.push(request.url()))
    const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect([...loadedBefore, ...fetched].filter((url) => WALLET_LOGOS_CHUNK.test(url) || CHAIN_LOGOS_CHUNK.test(url))).toEqual([])

    await connectButton(page).click()
    const connect = dialog(page, 'Connect a Wallet')
    for (const name of ['MetaMask', 'Rainbow', 'Coinbase Wallet', 'WalletConnect', 'Brave Wallet']) {
      const icon = connect.getByRole('button', { name }).locator('img.rpgf-wallet-icon')
      await expect.poll(() => icon.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
      // Drawn by the browser: a picture, not a broken image.
      await expect.poll(() => icon.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true)
    }
    expect(fetched.filter((url) => WALLET_LOGOS_CHUNK.test(url))).toHaveLength(1)
    // The logos of the wallets an app may name beyond the defaults stay out: this list names none.
    expect(fetched.filter((url) => /\/assets\/extra-wallet-logos-[^/]+\.js$/.test(url))).toEqual([])
    // The chain logos come with the list too: the chain button that follows the pick then fetches nothing.
    await expect.poll(() => fetched.filter((url) => CHAIN_LOGOS_CHUNK.test(url)).length).toBe(1)
    await saveScreenshot(page, 'logos-wallet-list')

    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await accountButton(page).waitFor()
    const chainIcon = chainButton(page).locator('img.rpgf-chain-icon')
    await expect.poll(() => chainIcon.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(fetched.filter((url) => CHAIN_LOGOS_CHUNK.test(url))).toHaveLength(1)
    await page.locator('.rpgf-header').screenshot({ path: join(inject('e2e').screenshotDir, 'logos-connected-header.png') })

    await chainButton(page).click()
    const networks = dialog(page, 'Switch Networks')
    await expect.poll(() => networks.locator('img.rpgf-chain-icon').count()).toBe(3)
    await saveScreenshot(page, 'logos-network-dialog')
    // Only pictures the page holds itself: nothing was fetched from any other host.
    expect(fetched.filter((url) => !url.startsWith('http://127.0.0.1') && !url.startsWith('data:'))).toEqual([])
  })
})
