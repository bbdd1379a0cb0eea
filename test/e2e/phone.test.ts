import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PAIRING_URI_TIMEOUT_MS, WALLET_CATALOG } from '../../src-domain/index.js'
import { WIDE, type PhoneDevice } from '../support/browser/app-page.js'
import { runAxe } from '../support/browser/axe.js'
import { layoutSettled } from '../support/browser/fonts.js'
import { accountButton, connectButton, dialog, TEST_ACCOUNT_SHORT } from '../support/browser/flows.js'
import { ANDROID, IPHONE, METAMASK_IN_APP, pairingUris, setSilentRelay, silentRelayScript, usePhoneApp, visitWalletApp } from '../support/browser/phone-app.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useSignInSuite, type AppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// wagmi, the production default, for every case; the one-tap flow also on ethers, the other
// backend that reaches wallets through WalletConnect (eip1193 has no WalletConnect, memory no wallets).
const suite = usePhoneApp('wagmi')

const DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

async function openConnect(device: PhoneDevice, options: { initScripts?: ReadonlyArray<{ content: string }>; clock?: boolean } = {}, on: AppSuite = suite) {
  const session = await on.open({ device, ...options })
  await connectButton(session.page).click()
  const connect = dialog(session.page, 'Connect a Wallet')
  await connect.locator('[data-layout="phone"]').waitFor()
  return { ...session, connect }
}

/** The next navigation the page asks for to a wallet app's scheme: caught and read, never followed anywhere. */
const walletLinkRequest = (page: Page, scheme: string): Promise<Request> => page.waitForRequest((request) => request.url().startsWith(`${scheme}://`))

const pairingOf = (request: Request) => new URL(request.url()).searchParams.get('uri')

const box = async (locator: Locator) => {
  await layoutSettled(locator.page())
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} has no box`)
  return found
}

/** A sheet a thumb can use: full width at the bottom of the phone, every button at least 44 px high, no axe violation; screenshot taken. */
async function expectThumbSheet(page: Page, sheetDialog: Locator, screenshot: string) {
  const sheet = await box(sheetDialog)
  expect(sheet.width).toBe(IPHONE.viewport.width)
  expect(sheet.y + sheet.height).toBeCloseTo(IPHONE.viewport.height, 0)
  for (const control of await sheetDialog.getByRole('button').all()) expect((await box(control)).height).toBeGreaterThanOrEqual(44)
  expect(await runAxe(page, '[role="dialog"]')).toEqual([])
  await saveScreenshot(page, screenshot)
}

describe('the connect dialog on a phone (390 x 844, touch, iPhone and Android user agents)', () => {
  it('shows the wallets as a grid of icons, under 468 px high, at the bottom of the screen, with no axe violation', async () => {
    const { page, connect } = await openConnect(IPHONE)
    for (const name of ['Rainbow', 'MetaMask', 'Coinbase Wallet', 'WalletConnect']) await connect.getByRole('button', { name }).waitFor()
    // A grid: the wallets of a group share rows.
    const wallets = connect.getByRole('group', { name: 'Popular' }).locator('.rpgf-wallet')
    expect(await wallets.count()).toBeGreaterThanOrEqual(4)
    const [first, second] = [await box(wallets.nth(0)), await box(wallets.nth(1))]
    expect(second.y).toBe(first.y)
    expect(second.x).toBeGreaterThan(first.x)
    expect(first.height).toBeGreaterThanOrEqual(44)
    const sheet = await box(connect)
    expect(sheet.height).toBeLessThanOrEqual(468)
    expect(sheet.width).toBe(IPHONE.viewport.width)
    expect(sheet.y + sheet.height).toBeCloseTo(IPHONE.viewport.height, 0)
    // No QR code anywhere: the phone in hand cannot scan itself.
    expect(await connect.getByRole('img', { name: /QR code/ }).count()).toBe(0)
    expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    await saveScreenshot(page, 'phone-connect-grid-iphone')
  })

  it('`Get a Wallet` offers 3 wallets, each leading to its store page', async () => {
    const { page, connect } = await openConnect(ANDROID)
    await connect.getByRole('button', { name: 'Get a Wallet' }).click()
    await connect.getByRole('region', { name: 'Get a Wallet' }).waitFor()
    expect(await connect.getByRole('button', { name: /^Get / }).count()).toBe(3)
    expect((await box(connect)).height).toBeLessThanOrEqual(468)
    expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    await saveScreenshot(page, 'phone-get-wallet-android')
    await connect.getByRole('button', { name: 'Get Rainbow' }).click()
    await connect.getByRole('region', { name: 'Get Rainbow' }).waitFor()
    // A phone is offered its own store, and neither a browser extension nor a desktop app.
    expect(await connect.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe(WALLET_CATALOG.rainbow.downloadUrls.android)
    expect(await connect.getByRole('link').count()).toBe(1)
    await saveScreenshot(page, 'phone-get-rainbow-android')
  })
})

describe('only phones load the phone layout', () => {
  const PHONE_CHUNK = /\/assets\/PhoneConnectFlow-[^/]+\.js$/

  it('a desktop opening the connect dialog never asks for it; a phone does', async () => {
    const desktop = await suite.open({ viewport: WIDE })
    const desktopAsked: string[] = []
    desktop.page.on('request', (request) => void desktopAsked.push(request.url()))
    await connectButton(desktop.page).click()
    await dialog(desktop.page, 'Connect a Wallet').getByRole('button', { name: 'Rainbow' }).waitFor()
    expect(await dialog(desktop.page).locator('[data-layout="wide"]').count()).toBe(1)
    const loaded = await desktop.page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect([...loaded, ...desktopAsked].filter((url) => PHONE_CHUNK.test(url))).toEqual([])

    const { page } = await openConnect(ANDROID)
    const phoneLoaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect(phoneLoaded.filter((url) => PHONE_CHUNK.test(url))).toHaveLength(1)
  })
})

describe('one tap to the wallet app', () => {
  it('a tap on Rainbow opens rainbow://wc with the pairing URI, remembers the choice, and connects when the visitor comes back', async () => {
    const { page, connect } = await openConnect(IPHONE)
    const link = walletLinkRequest(page, 'rainbow')
    await connect.getByRole('button', { name: 'Rainbow' }).click()
    const request = await link
    const [uri] = await pairingUris(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}/)
    expect(request.url()).toBe(`rainbow://wc?uri=${encodeURIComponent(uri!)}`)
    expect(pairingOf(request)).toBe(uri)
    await connect.getByRole('heading', { name: 'Opening Rainbow...' }).waitFor()
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), DEEPLINK_KEY)) ?? 'null')).toEqual({ href: 'rainbow://wc', name: 'Rainbow' })
    expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    await saveScreenshot(page, 'phone-opening-rainbow-iphone')

    // The app comes up (the page is hidden), the visitor approves there and comes back.
    await visitWalletApp(page)
    await accountButton(page).waitFor()
    await dialog(page).waitFor({ state: 'detached' })
    expect(await pairingUris(page)).toHaveLength(1)
  })

  it('after a reload the session and the remembered wallet app are still there, with no new pairing', async () => {
    const { page, connect } = await openConnect(IPHONE)
    const link = walletLinkRequest(page, 'rainbow')
    await connect.getByRole('button', { name: 'Rainbow' }).click()
    await link
    await visitWalletApp(page)
    await accountButton(page).waitFor()

    await page.reload()
    await accountButton(page).waitFor()
    expect(await pairingUris(page)).toEqual([])
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), DEEPLINK_KEY)) ?? 'null')).toEqual({ href: 'rainbow://wc', name: 'Rainbow' })
    await expect(accountButton(page).textContent()).resolves.toContain(TEST_ACCOUNT_SHORT)
  })

  it('WalletConnect itself opens the bare wc: pairing URI, for whichever wallet the phone has', async () => {
    const { page, connect } = await openConnect(ANDROID)
    const wc = page.waitForRequest((request) => request.url().startsWith('wc:'))
    await connect.getByRole('button', { name: 'WalletConnect' }).click()
    const request = await wc
    const [uri] = await pairingUris(page)
    expect(request.url()).toBe(uri)
    // The bare URI names no app: nothing is remembered.
    expect(await page.evaluate((key) => localStorage.getItem(key), DEEPLINK_KEY)).toBeNull()
  })
})

describe('one tap to the wallet app on the ethers backend', () => {
  const ethers = usePhoneApp('ethers')

  it('a tap on Rainbow opens rainbow://wc with the pairing URI and connects when the visitor comes back', async () => {
    const { page, connect } = await openConnect(ANDROID, {}, ethers)
    const link = walletLinkRequest(page, 'rainbow')
    await connect.getByRole('button', { name: 'Rainbow' }).click()
    const request = await link
    expect(pairingOf(request)).toBe((await pairingUris(page))[0])
    await connect.getByRole('heading', { name: 'Opening Rainbow...' }).waitFor()
    await visitWalletApp(page)
    await accountButton(page).waitFor()
  })
})

describe('the way out when the app did not open', () => {
  it('offers the Play Store page and `Try again`, which opens the app again with the same pairing', async () => {
    const { page, connect } = await openConnect(ANDROID)
    const first = walletLinkRequest(page, 'metamask')
    await connect.getByRole('button', { name: 'MetaMask' }).click()
    const request = await first
    // The page stayed in view: nothing took the visitor away.
    await connect.getByRole('heading', { name: 'MetaMask did not open' }).waitFor()
    const store = connect.getByRole('link', { name: 'Get MetaMask' })
    expect(await store.getAttribute('href')).toBe(WALLET_CATALOG.metaMask.downloadUrls.android)
    const tryAgain = connect.getByRole('button', { name: 'Try again' })
    expect((await box(tryAgain)).height).toBeGreaterThanOrEqual(44)
    expect((await box(connect)).height).toBeLessThanOrEqual(468)
    expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    await saveScreenshot(page, 'phone-not-opened-metamask-android')

    // Headless Chromium keeps an invisible prompt for a scheme it has no app for: it then takes no
    // input events and drops a second launch. So the tap is a DOM click and the link itself is not
    // seen again here (test/ui/connect/phone-flow.test.tsx checks it is followed again): the dialog
    // goes back to opening, with the same pairing, and offers the way out again.
    expect(pairingOf(request)).toBe((await pairingUris(page))[0])
    await tryAgain.dispatchEvent('click')
    await connect.getByRole('heading', { name: 'Opening MetaMask...' }).waitFor()
    await connect.getByRole('heading', { name: 'MetaMask did not open' }).waitFor()
    expect(await pairingUris(page)).toHaveLength(1)
  })

  it('on an iPhone the store is the App Store', async () => {
    const { page, connect } = await openConnect(IPHONE)
    const link = walletLinkRequest(page, 'metamask')
    await connect.getByRole('button', { name: 'MetaMask' }).click()
    await link
    await connect.getByRole('heading', { name: 'MetaMask did not open' }).waitFor()
    expect(await connect.getByRole('link', { name: 'Get MetaMask' }).getAttribute('href')).toBe(WALLET_CATALOG.metaMask.downloadUrls.ios)
    await saveScreenshot(page, 'phone-not-opened-metamask-iphone')
  })
})

describe('a WalletConnect relay that never answers', () => {
  it('on an iPhone: within 5 s of the tap, why, `Try again` and `Get Rainbow`; Try again opens the app once the relay answers', async () => {
    const { page, connect } = await openConnect(IPHONE, { initScripts: [silentRelayScript()], clock: true })
    await connect.getByRole('button', { name: 'Rainbow' }).click()
    await connect.getByRole('heading', { name: 'Opening Rainbow...' }).waitFor()
    expect(await connect.getByRole('alert').count()).toBe(0)
    // The relay's silence for the whole time limit, without waiting it out.
    await page.clock.fastForward(PAIRING_URI_TIMEOUT_MS)
    const step = connect.getByRole('region', { name: 'Rainbow did not open' })
    expect(await step.getByRole('alert').textContent()).toBe('WalletConnect could not be reached.')
    expect(await step.getByRole('link', { name: 'Get Rainbow' }).getAttribute('href')).toBe(WALLET_CATALOG.rainbow.downloadUrls.ios)
    const tryAgain = step.getByRole('button', { name: 'Try again' })
    expect((await box(tryAgain)).height).toBeGreaterThanOrEqual(44)
    expect(await connect.locator('.rpgf-spinner').count()).toBe(0)
    expect(await pairingUris(page)).toEqual([])
    expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    await saveScreenshot(page, 'phone-relay-unreachable-iphone')

    await setSilentRelay(page, false)
    const link = walletLinkRequest(page, 'rainbow')
    await tryAgain.click()
    expect(pairingOf(await link)).toBe((await pairingUris(page))[0])
    await connect.getByRole('heading', { name: 'Opening Rainbow...' }).waitFor()
  })

  it('on a desktop: the QR placeholder gives way within 5 s to why, `Try again` and `Get Rainbow`; Try again draws the code', async () => {
    const { page } = await suite.open({ viewport: WIDE, initScripts: [silentRelayScript()], clock: true })
    await connectButton(page).click()
    const connect = dialog(page, 'Connect a Wallet')
    await connect.getByRole('button', { name: 'Rainbow' }).click()
    await connect.getByRole('img', { name: 'Preparing the QR code' }).waitFor()
    await page.clock.fastForward(PAIRING_URI_TIMEOUT_MS)
    expect(await connect.getByRole('alert').textContent()).toBe('WalletConnect could not be reached.')
    expect(await connect.getByRole('img', { name: 'Preparing the QR code' }).count()).toBe(0)
    expect(await connect.locator('[aria-busy="true"]').count()).toBe(0)
    await connect.getByRole('button', { name: 'Get Rainbow' }).waitFor()
    expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    await saveScreenshot(page, 'connect-relay-unreachable-wide')

    await setSilentRelay(page, false)
    await connect.getByRole('button', { name: 'Try again' }).click()
    await connect.getByRole('img', { name: 'QR code to connect Rainbow' }).waitFor()
    expect(await connect.getByRole('alert').count()).toBe(0)
  })
})

describe('a wallet’s in-app browser', () => {
  it('MetaMask’s browser (its user agent, its injected provider) connects MetaMask directly, without WalletConnect', async () => {
    const { page, connect } = await openConnect(METAMASK_IN_APP, { initScripts: [testWalletScript({ announce: false })] })
    const asked: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http')) asked.push(request.url())
    })
    const wallets = connect.locator('.rpgf-wallet')
    expect(await wallets.first().textContent()).toContain('MetaMask')
    expect(await connect.getByRole('button', { name: 'MetaMask' }).count()).toBe(1)
    await saveScreenshot(page, 'phone-in-app-metamask')
    await connect.getByRole('button', { name: 'MetaMask' }).click()
    await accountButton(page).waitFor()
    expect(asked).toEqual([])
    expect(await pairingUris(page)).toEqual([])
  })
})

describe('the other dialogs on a phone', () => {
  it('account and network dialogs are bottom sheets with thumb-sized controls', async () => {
    const { page } = await suite.open({ device: IPHONE, initScripts: [testWalletScript()] })
    await connectButton(page).click()
    await dialog(page, 'Connect a Wallet').getByRole('button', { name: 'Test Wallet' }).click()
    await accountButton(page).waitFor()

    await accountButton(page).click()
    const account = dialog(page, TEST_ACCOUNT_SHORT)
    await account.getByText(/ETH/).first().waitFor()
    await expectThumbSheet(page, account, 'phone-account-iphone')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Chain Selector' }).click()
    const networks = dialog(page, 'Switch Networks')
    await networks.getByText('Connected').waitFor()
    await expectThumbSheet(page, networks, 'phone-network-iphone')
  })
})

describe('the sign-in dialog on a phone', () => {
  const signIn = useSignInSuite()

  it('is a bottom sheet with thumb-sized buttons and no axe violation', async () => {
    const { page } = await signIn.open({ device: IPHONE, initScripts: [testWalletScript()] })
    await connectButton(page).click()
    await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
    const verify = dialog(page, 'Verify your account')
    const send = verify.getByRole('button', { name: 'Send message' })
    await expect.poll(() => send.isEnabled()).toBe(true)
    await expectThumbSheet(page, verify, 'phone-sign-in-iphone')
  })
})
