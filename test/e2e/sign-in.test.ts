import type { Page } from 'playwright-core'
import { announcements, recordAnnouncements } from '../support/browser/announcements.js'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNT, TEST_ACCOUNT_SHORT, accountButton, connectButton, dialog } from '../support/browser/flows.js'
import { useSignInSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

// The wagmi build with VITE_SIGN_IN=siwe under `npm run serve`, its /api/auth on the same origin.
const app = useSignInSuite()

/** What the app's own backend says about this browser's session cookie. */
const serverSession = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/auth/session')).json()) as { session: { address: string; chainId: number } | null }).session)

/** Picks the test wallet; resolves once it is connected and asked to verify (the account shows only after). */
async function pickWallet(page: Page) {
  await connectButton(page).click()
  await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  await dialog(page, 'Verify your account').waitFor()
}

async function connectAndSignIn(page: Page) {
  await pickWallet(page)
  const verify = dialog(page, 'Verify your account')
  const send = verify.getByRole('button', { name: 'Send message' })
  // Enabled once the nonce came back from /api/auth/nonce.
  await expect.poll(() => send.isEnabled()).toBe(true)
  await send.click()
  await verify.waitFor({ state: 'detached' })
}

describe('Sign-In with Ethereum end to end (npm run serve, injected test wallet, local chain)', () => {
  it('connect → Verify your account → Send message → signed in with a server session; a reload keeps it', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), recordAnnouncements] })
    expect(await serverSession(page)).toBeNull()
    await connectAndSignIn(page)

    expect(await testWallet(page).requests()).toContain('personal_sign')
    expect(await serverSession(page)).toEqual({ address: TEST_ACCOUNT, chainId: 31337 })
    expect(await accountButton(page).isVisible()).toBe(true)
    await expect.poll(async () => (await announcements(page)).at(-1)).toBe(`Signed in as ${TEST_ACCOUNT_SHORT}`)

    await page.reload()
    await accountButton(page).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await dialog(page, 'Verify your account').count()).toBe(0)
    expect(await serverSession(page)).toEqual({ address: TEST_ACCOUNT, chainId: 31337 })
  })

  it('the header reads Connect Wallet until the account is verified, leads to the sign-in dialog, and shows the account once authenticated', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await pickWallet(page)
    const verify = dialog(page, 'Verify your account')
    const send = verify.getByRole('button', { name: 'Send message' })
    await expect.poll(() => send.isEnabled()).toBe(true)
    // Connected but not verified: no account, no balance, no chain in the header.
    expect(await connectButton(page).textContent()).toBe('Connect Wallet')
    expect(await accountButton(page).count()).toBe(0)
    expect(await page.locator('.rpgf-header .rpgf-chain-button').count()).toBe(0)
    // The dialog covers the header; a click reaching the button (an assistive technology's) brings the visitor to the dialog.
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await connectButton(page).evaluate((button) => (button as HTMLButtonElement).click())
    await expect.poll(() => send.evaluate((element) => element === document.activeElement)).toBe(true)
    await send.click()
    await verify.waitFor({ state: 'detached' })
    await accountButton(page).waitFor()
    expect(await connectButton(page).count()).toBe(0)
  })

  it('disconnect signs out: the server session ends and connecting again asks to verify again', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectAndSignIn(page)
    await accountButton(page).click()
    await dialog(page, TEST_ACCOUNT_SHORT).getByRole('button', { name: 'Disconnect' }).click()
    await connectButton(page).waitFor()
    await expect.poll(() => serverSession(page)).toBeNull()

    await pickWallet(page)
  })

  it('a rejected signature goes quietly back to Send message; Cancel disconnects', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript({ failures: { sign: 'userRejected' } })] })
    await pickWallet(page)
    const verify = dialog(page, 'Verify your account')
    const send = verify.getByRole('button', { name: 'Send message' })
    await expect.poll(() => send.isEnabled()).toBe(true)
    await send.click()
    await expect.poll(() => testWallet(page).requests()).toContain('personal_sign')
    await expect.poll(() => send.isEnabled()).toBe(true)
    expect(await verify.getByRole('alert').count()).toBe(0)
    expect(await serverSession(page)).toBeNull()

    await verify.getByRole('button', { name: 'Cancel' }).click()
    await connectButton(page).waitFor()
    expect(await verify.count()).toBe(0)
  })

  it('signing out in one tab signs out the other', async () => {
    const { page: first, newPage } = await app.open({ initScripts: [testWalletScript()] })
    await connectAndSignIn(first)
    const second = await newPage()
    await accountButton(second).waitFor()
    expect(await dialog(second, 'Verify your account').count()).toBe(0)

    await accountButton(first).click()
    await dialog(first, TEST_ACCOUNT_SHORT).getByRole('button', { name: 'Disconnect' }).click()
    await connectButton(first).waitFor()
    // The other tab no longer holds a session: it asks to verify again (or is disconnected).
    await expect.poll(async () => (await dialog(second, 'Verify your account').count()) + (await connectButton(second).count())).toBeGreaterThan(0)
    expect(await serverSession(second)).toBeNull()
  })
})
