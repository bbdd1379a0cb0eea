import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { accountButton, connectButton, dialog } from '../support/browser/flows.js'
import { useSignInSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// The sign-in build under `npm run serve`: the production server's own headers.
const app = useSignInSuite()

/** Connects the test wallet and signs in: with sign-in on, the account shows once it is verified. */
async function connectAndSignIn(page: Page): Promise<void> {
  await connectButton(page).click()
  await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
  const verify = dialog(page, 'Verify your account')
  const send = verify.getByRole('button', { name: 'Send message' })
  await expect.poll(() => send.isEnabled()).toBe(true)
  await send.click()
  await accountButton(page).waitFor()
}

describe('the app runs under its Content-Security-Policy (every e2e page fails on a reported violation)', () => {
  it('the document is served with a strict CSP; connecting a wallet reports no violation', async () => {
    const session = await app.open({ initScripts: [testWalletScript()] })
    const csp = session.documentHeaders['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'self' https://app.safe.global")
    expect(session.documentHeaders['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    await connectAndSignIn(session.page)
    expect(session.cspViolations).toEqual([])
  })

  it('a reload of a connected visitor: the inline boot script runs and draws the account before the app, with no violation', async () => {
    // The boot script alone records the wallet's answer on <html> (the app drops it once its reconnect answers).
    const answered = {
      content:
        "new MutationObserver(() => { if (document.documentElement.hasAttribute('data-wallet-boot-account')) window.bootAnswered = true }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-wallet-boot-account'] })",
    }
    const session = await app.open({ initScripts: [testWalletScript(), answered] })
    await connectAndSignIn(session.page)
    await session.page.reload()
    // It ran under the policy (allowed by its hash) and had the wallet's answer.
    await session.page.waitForFunction(() => (window as unknown as { bootAnswered?: boolean }).bootAnswered === true)
    await accountButton(session.page).waitFor()
    expect(session.cspViolations).toEqual([])
  })

  it('the violation listener is live: an injected inline script is blocked and reported', async () => {
    const session = await app.open()
    const ran = await session.page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => session.cspViolations.length).toBeGreaterThan(0)
    expect(session.cspViolations[0]).toMatch(/^script-src/)
    // Caused on purpose here: cleared so the suite's check after each test passes.
    session.cspViolations.length = 0
  })
})
