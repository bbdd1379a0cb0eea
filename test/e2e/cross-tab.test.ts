import { describe, expect, it } from 'vitest'
import { accountButton, connectButton, connectWith, dialog } from '../support/browser/flows.js'
import { useAppSuite } from '../support/browser/suite.js'

// Two pages of one browser context share localStorage, as two tabs of one browser do.
const app = useAppSuite('memory')

describe('two tabs stay in step', () => {
  it('a wallet connected in one tab appears as Recent in the other tab’s open connect dialog', async () => {
    const { page: first, newPage } = await app.open()
    const second = await newPage()

    await connectButton(second).click()
    const secondDialog = dialog(second, 'Connect a Wallet')
    await secondDialog.getByRole('button', { name: 'Mock Wallet' }).waitFor()
    expect(await secondDialog.getByText('Recent', { exact: true }).count()).toBe(0)

    await connectWith(first, 'Mock Wallet')
    expect(await first.evaluate(() => localStorage.getItem('rk-recent'))).toBe('["mock"]')

    // The other tab learns of it from the storage event, without reopening its dialog.
    await secondDialog.getByText('Recent', { exact: true }).waitFor()
    const firstWallet = secondDialog.getByRole('button').filter({ hasNotText: /^×$/ }).first()
    expect(await firstWallet.textContent()).toContain('Mock Wallet')
    expect(await accountButton(first).isVisible()).toBe(true)
  })
})
