import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { COMPACT, WIDE } from '../support/browser/app-page.js'
import { accountButton, appLoaded, connectButton, connectWith, dialog } from '../support/browser/flows.js'
import { layoutSettled } from '../support/browser/fonts.js'
import { useAppSuite } from '../support/browser/suite.js'

const app = useAppSuite('memory')

const maxHeight = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).maxHeight)

async function openConnectDialog(viewport: { width: number; height: number }) {
  const session = await app.open({ viewport })
  // The app's own dialog is measured, not the frame a click before the app is in draws.
  await appLoaded(session.page)
  await connectButton(session.page).click()
  const connect = dialog(session.page, 'Connect a Wallet')
  // Measured with its wallets in: the box that holds them is the one a visitor sees, not one drawn before they came.
  await connect.getByRole('button', { name: 'Mock Wallet' }).waitFor()
  // And once it has risen into place: its box moves during the opening motion.
  await layoutSettled(session.page)
  return { ...session, connect }
}

describe('layout: compact below 768 px, wide from 768 px', () => {
  it('at 375 px the connect dialog fits the screen and is at most 468 px high', async () => {
    const { connect } = await openConnectDialog(COMPACT)
    expect(await maxHeight(connect)).toBe('468px')
    const box = await connect.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(COMPACT.width + 0.5)
    expect(box!.y + box!.height).toBeLessThanOrEqual(COMPACT.height + 0.5)
    expect(box!.height).toBeLessThanOrEqual(468)
  })

  it('at 1280 px the connect dialog is at most 504 px high', async () => {
    const { connect } = await openConnectDialog(WIDE)
    expect(await maxHeight(connect)).toBe('504px')
    expect((await connect.boundingBox())!.height).toBeLessThanOrEqual(504)
  })

  it('switches exactly at the breakpoint: 767 px is compact, 768 px is wide', async () => {
    const compact = await openConnectDialog({ width: 767, height: 800 })
    expect(await maxHeight(compact.connect)).toBe('468px')
    const wide = await openConnectDialog({ width: 768, height: 800 })
    expect(await maxHeight(wide.connect)).toBe('504px')
  })

  it('shows the balance on the account button only on wide screens', async () => {
    const wide = await app.open({ viewport: WIDE })
    await connectWith(wide.page, 'Mock Wallet')
    await expect.poll(() => accountButton(wide.page).getByText('1.23 ETH').isVisible()).toBe(true)

    const compact = await app.open({ viewport: COMPACT })
    await connectWith(compact.page, 'Mock Wallet')
    expect(await accountButton(compact.page).isVisible()).toBe(true)
    // Give the balance the same chance to load as on the wide screen before checking it stays hidden.
    await compact.page.waitForLoadState('networkidle')
    expect(await accountButton(compact.page).getByText('1.23 ETH').isVisible()).toBe(false)
    // Nothing in the header runs off a 375 px screen.
    const scrollWidth = await compact.page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(COMPACT.width)
  })
})
