import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { openApp, type AppSession } from '../support/browser/app-page.js'
import { launchChromium } from '../support/browser/chromium.js'
import { accountButton, chainButton, connectButton, connectWith, dialog } from '../support/browser/flows.js'

// The production build with the in-memory backend: its wallet is listed as `Mock Wallet`.
const app = inject('e2e').apps.memory as string

let browser: Browser
let session: AppSession

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  session = await openApp(browser, app)
})
afterEach(async () => {
  expect(session.pageErrors).toEqual([])
  expect(session.foreignRequests).toEqual([])
  await session.close()
})

describe('connecting in the production build (memory backend)', () => {
  it('connects through the connect dialog and shows the chain and the account', async () => {
    const { page } = session
    await connectButton(page).click()
    const connect = dialog(page, 'Connect a Wallet')
    await connect.waitFor()
    expect(await connect.getAttribute('aria-modal')).toBe('true')
    await connect.getByRole('button', { name: 'Mock Wallet' }).click()

    await accountButton(page).waitFor()
    expect(await chainButton(page).textContent()).toContain('Hardhat')
    expect(await accountButton(page).textContent()).toContain('1.23 ETH')
    expect(await connect.count()).toBe(0)
    expect(await connectButton(page).count()).toBe(0)
  })

  it('auto-connects after a reload without opening any dialog', async () => {
    const { page } = session
    await connectWith(page, 'Mock Wallet')
    await page.reload()
    await accountButton(page).waitFor()
    expect(await chainButton(page).textContent()).toContain('Hardhat')
    expect(await dialog(page).count()).toBe(0)
  })

  it('disconnects from the account dialog and stays disconnected after a reload', async () => {
    const { page } = session
    await connectWith(page, 'Mock Wallet')
    await accountButton(page).click()
    const account = dialog(page)
    await account.waitFor()
    await account.getByRole('button', { name: 'Disconnect' }).click()

    await connectButton(page).waitFor()
    expect(await accountButton(page).count()).toBe(0)
    await page.reload()
    await connectButton(page).waitFor()
    await expectEnabled(connectButton(page))
    expect(await accountButton(page).count()).toBe(0)
  })
})

async function expectEnabled(locator: ReturnType<typeof connectButton>): Promise<void> {
  await expect.poll(() => locator.isEnabled()).toBe(true)
}
