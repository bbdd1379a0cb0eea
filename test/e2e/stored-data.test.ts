import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNT, TEST_ACCOUNT_SHORT, accountButton, connectButton, connectWith, dialog } from '../support/browser/flows.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// DESIGN 5: what the replaced app left in users' browsers is read; what is broken is ignored, per key.
const app = useAppSuite('wagmi')
const OLD_HASH = `0x${'ab'.repeat(32)}`

async function withStored(page: Page, values: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, values)
  await page.reload()
}

describe('stored data in the browser (wagmi build)', () => {
  it('reads the old app’s rk-recent and rk-transactions: MetaMask first as Recent, its transaction in the account dialog', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await withStored(page, {
      'rk-version': '1.0.10',
      'rk-recent': JSON.stringify(['metaMask']),
      'rk-transactions': JSON.stringify({ [TEST_ACCOUNT]: { 31337: [{ hash: OLD_HASH, description: 'Old app transfer', status: 'confirmed' }] } }),
    })
    await connectButton(page).click()
    const connect = dialog(page, 'Connect a Wallet')
    const recent = connect.getByRole('group', { name: 'Recent' })
    await recent.waitFor()
    expect(await recent.getByRole('button').first().textContent()).toContain('MetaMask')
    await page.keyboard.press('Escape')

    await connectWith(page, TEST_WALLET_NAME)
    await accountButton(page).click()
    const row = dialog(page, TEST_ACCOUNT_SHORT).getByRole('listitem').filter({ hasText: 'Old app transfer' })
    await row.waitFor()
    expect(await row.textContent()).toContain('Confirmed')
    // The connect put the Test Wallet first and kept MetaMask after it, in the old shape.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('rk-recent'))) ?? 'null')[1]).toBe('metaMask')
  })

  it('corrupt and foreign values read as empty, the app works, and other keys survive', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await withStored(page, {
      'rk-version': '{"not":"a version"}',
      'rk-recent': 'not json at all',
      'rk-transactions': JSON.stringify({ [TEST_ACCOUNT]: { 31337: 'x'.repeat(100_000) } }),
      'another-app': 'keep me',
    })
    await connectWith(page, TEST_WALLET_NAME)
    await accountButton(page).click()
    await dialog(page, TEST_ACCOUNT_SHORT).getByText('Your transactions will appear here...').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('another-app'))).toBe('keep me')
    // The connect wrote a fresh, valid recent list over the broken one.
    expect(await page.evaluate(() => localStorage.getItem('rk-recent'))).toMatch(/^\["[^"]+"\]$/)
  })
})
