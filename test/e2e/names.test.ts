import type { Locator } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { startEnsNode, type EnsNode } from '../support/browser/ens-node.js'
import { accountButton, connectButton, dialog, TEST_ACCOUNT, TEST_ACCOUNT_SHORT } from '../support/browser/flows.js'
import { quarteredPng } from '../support/browser/quartered-png.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { startServedBuild } from '../support/browser/served-build.js'
import type { StaticServer } from '../support/browser/static-server.js'
import { useBrowserSuite } from '../support/browser/suite.js'

// The names these tests give the wallets' account are on a chain-1 node of this file's own, read by an
// in-memory build of its own: the other files, running beside this one, see the account with no name.
let names: EnsNode | undefined
let build: StaticServer | undefined
beforeAll(async () => {
  names = await startEnsNode()
  const { localChainUrl, opChainUrl } = inject('e2e')
  build = await startServedBuild('memory', { VITE_RPC_URL_31337: localChainUrl, VITE_RPC_URL_10: opChainUrl, VITE_RPC_URL_1: names.node.url })
})
afterAll(async () => {
  await build?.close()
  await names?.node.stop()
})
const world = () => {
  if (!names || !build) throw new Error('The names node or build did not start.')
  return { ens: names.ens, mainnetUrl: names.node.url, appUrl: build.url }
}
const ens = () => world().ens
const app = useBrowserSuite(() => world().appUrl)
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE'

async function connectMockWallet(page: import('playwright-core').Page): Promise<void> {
  await connectButton(page).click()
  await dialog(page, 'Connect a Wallet').getByRole('button', { name: 'Mock Wallet' }).click()
}

/** What the avatar inside `within` draws: whether its image loaded, is opaque and covers the gradient's circle exactly. */
const avatarDrawn = (within: Locator) =>
  within.getByTestId('avatar').evaluate((circle) => {
    const image = circle.querySelector('img')
    if (!image) return { src: null, loaded: false, naturalWidth: 0, opacity: '', covers: false }
    const outer = circle.getBoundingClientRect()
    const inner = image.getBoundingClientRect()
    return {
      src: image.currentSrc,
      loaded: image.complete && image.hasAttribute('data-loaded'),
      naturalWidth: image.naturalWidth,
      opacity: getComputedStyle(image).opacity,
      covers: outer.width > 0 && inner.left === outer.left && inner.top === outer.top && inner.width === outer.width && inner.height === outer.height,
    }
  })

describe('account names from ENS, in Chromium', () => {
  afterEach(async () => {
    // Each test starts with the account unnamed.
    await ens().setPrimaryName(TEST_ACCOUNT, '')
  })

  it("shows the primary name on the account button and as the account dialog's title", async () => {
    await ens().register('alice.eth', TEST_ACCOUNT)
    await ens().setPrimaryName(TEST_ACCOUNT, 'alice.eth')
    const { page } = await app.open()
    await connectMockWallet(page)
    const named = page.getByRole('button', { name: /^alice\.eth/ })
    await named.waitFor()
    await saveScreenshot(page, 'names-account-button')
    await named.click()
    const account = dialog(page, 'alice.eth')
    await account.getByRole('heading', { name: 'alice.eth' }).waitFor()
    // The address the name stands for is still in the dialog.
    await account.getByText(TEST_ACCOUNT_SHORT).waitFor()
    await saveScreenshot(page, 'names-account-dialog')
  })

  it("shows the name's avatar in place of the gradient, asking its host once: after a reload the kept copy is drawn", async () => {
    // An outside avatar host stands in here: the browser's requests to it are answered by the test,
    // with the CORS header public image hosts send (an IP literal or a loopback name would be refused).
    const avatar = 'https://avatars.example.org/carol.png'
    const image = quarteredPng()
    const asked: string[] = []
    try {
      await ens().register('carol.eth', TEST_ACCOUNT)
      await ens().setText('carol.eth', 'avatar', avatar)
      await ens().setPrimaryName(TEST_ACCOUNT, 'carol.eth')
      const session = await app.open()
      const { page } = session
      await session.context.route(avatar, (route) => {
        asked.push(route.request().url())
        return route.fulfill({
          status: 200,
          contentType: 'image/png',
          headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
          body: image,
        })
      })
      expect(session.documentHeaders['content-security-policy']).toMatch(/(^|; )img-src [^;]* https:(;| |$)/)
      await connectMockWallet(page)
      const named = page.getByRole('button', { name: /^carol\.eth/ })
      await named.locator('img[data-loaded]').waitFor({ state: 'attached' })
      const expected = { loaded: true, opacity: '1', covers: true }
      const onButton = await avatarDrawn(named)
      expect(onButton).toMatchObject({ ...expected, src: avatar })
      expect(onButton.naturalWidth).toBeGreaterThan(0)
      await saveScreenshot(page, 'names-avatar-account-button')
      // The copy is kept as the image loads: the account's next visit draws it.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('rk-avatar-copies') ?? '')).toContain('data:image/')

      await page.reload()
      const again = page.getByRole('button', { name: /^carol\.eth/ })
      await again.locator('img[data-loaded]').waitFor({ state: 'attached' })
      const fromCopy = await avatarDrawn(again)
      expect(fromCopy).toMatchObject(expected)
      expect(fromCopy.src).toMatch(/^data:image\/(webp|png|jpeg);base64,/)
      expect(fromCopy.naturalWidth).toBeGreaterThan(0)
      await again.click()
      const account = dialog(page, 'carol.eth')
      await account.getByRole('heading', { name: 'carol.eth' }).waitFor()
      await account.locator('img[data-loaded]').waitFor({ state: 'attached' })
      const inDialog = await avatarDrawn(account)
      expect(inDialog).toMatchObject({ ...expected, src: fromCopy.src })
      await saveScreenshot(page, 'names-avatar-account-dialog')
      // One request to the avatar's host over both visits and both pictures.
      expect(asked).toEqual([avatar])
      expect(session.cspViolations).toEqual([])
      expect(new Set(session.foreignRequests)).toEqual(new Set([avatar]))
      // Answered by the test's stand-in host above: not a leak the suite should report.
      session.foreignRequests.length = 0
    } finally {
      await ens()
        .setText('carol.eth', 'avatar', '')
        .catch(() => undefined)
    }
  })

  it('keeps the address when the claimed name resolves to another account', async () => {
    await ens().register('bob.eth', OTHER)
    await ens().setPrimaryName(TEST_ACCOUNT, 'bob.eth')
    const { page } = await app.open()
    await connectMockWallet(page)
    await accountButton(page).waitFor()
    // The lookup has answered once the query cache holds its answer: no name.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', CACHE_KEY)).toContain('"name":null')
    expect(await accountButton(page).textContent()).toContain(TEST_ACCOUNT_SHORT)
    expect(await page.getByRole('button', { name: /bob\.eth/ }).count()).toBe(0)
  })

  it('draws the address as before, with no error, when the mainnet node is down', async () => {
    await ens().register('alice.eth', TEST_ACCOUNT)
    await ens().setPrimaryName(TEST_ACCOUNT, 'alice.eth')
    const session = await app.open()
    const asked: string[] = []
    const { mainnetUrl } = world()
    await session.context.route(
      (url) => url.origin === new URL(mainnetUrl).origin,
      (route) => {
        asked.push(route.request().url())
        return route.abort('connectionrefused')
      },
    )
    await connectMockWallet(session.page)
    await accountButton(session.page).waitFor()
    // Every endpoint was tried and failed: the configured node, then the public one (blocked here, so down too).
    await expect.poll(() => asked.length > 0 && session.foreignRequests.length > 0).toBe(true)
    await expect.poll(() => session.requestsInFlight()).toBe(0)
    expect(await accountButton(session.page).textContent()).toContain(TEST_ACCOUNT_SHORT)
    expect(new Set(session.foreignRequests.map((url) => new URL(url).origin))).toEqual(new Set(['https://eth.merkle.io']))
    // Asked of the public fallback only because this test took the node down: not a leak the suite should report.
    session.foreignRequests.length = 0
  })
})
