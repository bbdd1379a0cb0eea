import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accountButton, appLoaded, connectButton, connectWith, dialog } from '../support/browser/flows.js'
import { layoutSettled } from '../support/browser/fonts.js'
import { holdRequest } from '../support/browser/hold-request.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// The first screen of the production build: the header and `Connect Wallet` come with the HTML
// (the boot script before the first paint), the app's JavaScript takes over when it has arrived.
const ENTRY_JS = /\/assets\/index-[^/]+\.js$/

/** Reloads with the entry JS held; resolves once the browser has asked for it. */
async function reloadHeld(page: Page, context: BrowserContext): Promise<() => void> {
  const entry = await holdRequest(context, ENTRY_JS)
  await page.reload({ waitUntil: 'commit' })
  await entry.requested
  return entry.release
}

const RECORDER = 'rpgfHeaderTexts'

/**
 * Init script: every state of the header's button area that could reach the screen, as text
 * (an element hidden by `display` or `visibility` draws nothing). It samples on every DOM change
 * once rendering has started (a first animation frame: never before the render-blocking style
 * sheets apply) and on every frame, so nothing painted is missed; the parser may stop for a
 * frame anywhere in the body, even between a button's tag and its text. `framesOnly` samples in
 * the frames alone (what each painted frame showed, exactly): a DOM change that a later observer
 * of the same change undoes before any frame (the boot script translating the shell's button as
 * it is parsed) is then not counted as shown.
 */
function headerRecorder({ framesOnly = false } = {}): { content: string } {
  const record = (name: string, framesOnly: boolean) => {
    const seen: string[] = []
    ;(window as unknown as Record<string, string[]>)[name] = seen
    let rendering = false
    const sample = () => {
      const header = document.querySelector('.rpgf-header')
      if (!rendering || !header) return
      for (const element of header.querySelectorAll('button, [role="status"]')) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue
        const text = element.getAttribute('aria-busy') === 'true' && element.tagName !== 'BUTTON' ? '(placeholder)' : (element.textContent ?? '').trim()
        if (seen.at(-1) !== text && !seen.includes(text)) seen.push(text)
      }
    }
    if (!framesOnly) new MutationObserver(sample).observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
    const frame = () => {
      rendering = true
      sample()
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }
  return { content: `(${record.toString()})(${JSON.stringify(RECORDER)}, ${framesOnly})` }
}

const headerTexts = (page: Page): Promise<string[]> => page.evaluate((name) => (window as unknown as Record<string, string[]>)[name] ?? [], RECORDER)

describe.each(['wagmi', 'ethers'] as const)('%s build: the first screen before the JavaScript', (backend) => {
  const app = useAppSuite(backend)

  it('Connect Wallet is visible and enabled while the entry JS is still on its way', async () => {
    const { context, page } = await app.open({ initScripts: [testWalletScript()] })
    const release = await reloadHeld(page, context)
    const shell = page.locator('#rpgf-shell-connect')
    await shell.waitFor({ state: 'visible' })
    expect(await shell.isEnabled()).toBe(true)
    expect(await page.locator('.rpgf-header').getByText('RetroPGF').isVisible()).toBe(true)
    // Measured once its style sheets and the web font are in: layout can be read before they are, as
    // an unstyled box no visitor sees (the sheets block the first paint), and the app's button is
    // measured with them too.
    await layoutSettled(page)
    const shellBox = await page.evaluate(() => document.querySelector('#rpgf-shell-connect')?.getBoundingClientRect().toJSON() as DOMRect | undefined)
    release()
    // The app replaces the shell with its own button, in the same place.
    await shell.waitFor({ state: 'detached' })
    await appLoaded(page)
    await layoutSettled(page)
    const appBox = await connectButton(page).boundingBox()
    expect(appBox).toEqual({ x: shellBox?.x, y: shellBox?.y, width: shellBox?.width, height: shellBox?.height })
  })

  it("a click during the delay draws the connect dialog's frame at once (the boot script's), and the dialog fills it once the JS arrives", async () => {
    const { context, page } = await app.open({ initScripts: [testWalletScript()] })
    const release = await reloadHeld(page, context)
    await page.locator('#rpgf-shell-connect').click()
    expect(await page.locator('#rpgf-shell-connect').getAttribute('aria-busy')).toBe('true')
    const frame = dialog(page, 'Connect a Wallet')
    expect(await frame.getAttribute('aria-busy')).toBe('true')
    expect(await frame.evaluate((box) => box === document.activeElement)).toBe(true)
    expect(await frame.getByRole('button').count()).toBe(1)
    release()
    const connect = dialog(page, 'Connect a Wallet')
    await connect.waitFor()
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await accountButton(page).waitFor()
  })

  it('Enter on the focused shell button during the delay opens the dialog too', async () => {
    const { context, page } = await app.open({ initScripts: [testWalletScript()] })
    const release = await reloadHeld(page, context)
    await page.locator('#rpgf-shell-connect').focus()
    await page.keyboard.press('Enter')
    release()
    await dialog(page, 'Connect a Wallet').waitFor()
  })

  it("a reload of a connected visitor: the wallet's own account while the entry JS is held, never Connect Wallet, and the app keeps it", async () => {
    const { context, page } = await app.open({ initScripts: [testWalletScript()] })
    await connectWith(page, TEST_WALLET_NAME)
    await accountButton(page).waitFor()
    await context.addInitScript(headerRecorder())
    // Held: what shows meanwhile is the boot script's work alone.
    const release = await reloadHeld(page, context)
    const header = page.locator('.rpgf-header')
    const early = header.getByRole('button', { name: '0xf3…2266' })
    await early.waitFor({ state: 'visible' })
    expect(await header.getByRole('button', { name: 'Hardhat' }).isVisible()).toBe(true)
    await layoutSettled(page)
    const shellChain = await header.getByRole('button', { name: 'Hardhat' }).boundingBox()
    // A click before the app is in opens the account dialog once it is.
    await early.click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    release()
    const account = dialog(page)
    await account.waitFor()
    expect(await account.textContent()).toContain('Disconnect')
    // The app's chain button has the shell's size (it moves over only when the balance widens the account button).
    await layoutSettled(page)
    const appChain = await page.getByRole('button', { name: 'Chain Selector' }).boundingBox()
    expect({ y: appChain?.y, width: appChain?.width, height: appChain?.height }).toEqual({
      y: shellChain?.y,
      width: shellChain?.width,
      height: shellChain?.height,
    })
    const texts = await headerTexts(page)
    expect(texts).not.toContain('Connect Wallet')
    expect(texts[0]).toMatch(/^\(placeholder\)$|^Hardhat$/)
  })

  it('draws no empty shell button: the parser stopping between the tag and its text shows nothing there', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectButton(page).waitFor()
    // What the page holds when the parser yields right after `<button ...>`: the shell's button, no text yet.
    const drawn = await page.evaluate(() => {
      const parsed = document.createElement('button')
      parsed.className = 'rpgf-button rpgf-shell-connect'
      document.querySelector('.rpgf-header')!.append(parsed)
      const empty = parsed.checkVisibility({ visibilityProperty: true })
      parsed.append('Connect Wallet')
      const filled = parsed.checkVisibility({ visibilityProperty: true })
      parsed.remove()
      return { empty, filled }
    })
    expect(drawn).toEqual({ empty: false, filled: true })
  })

  it('the recorder does see Connect Wallet on a visitor with nothing remembered', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), headerRecorder()] })
    await connectButton(page).waitFor()
    await page.reload()
    await connectButton(page).waitFor()
    expect(await headerTexts(page)).toEqual(['Connect Wallet'])
  })

  it("a German visitor's first frame already says `Wallet verbinden`, and it never changes: the shell speaks the visitor's language before React", async () => {
    const { page } = await app.open({ locale: 'de-DE', initScripts: [testWalletScript(), headerRecorder({ framesOnly: true })] })
    const button = page.getByRole('button', { name: 'Wallet verbinden', exact: true })
    await button.waitFor()
    await appLoaded(page)
    expect(await headerTexts(page)).toEqual(['Wallet verbinden'])
    await button.click()
    await dialog(page, 'Wallet verbinden').getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
  })
})
