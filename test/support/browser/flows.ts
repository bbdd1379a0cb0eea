import type { Locator, Page } from 'playwright-core'
import { SHELL_BUTTON_ID, SHELL_TARGET_ATTRIBUTE, START_BUTTON_CLASS } from '../../../src-ui/start-protocol.js'

/** The first funded account of the local chain, shortened the way the app shows it. */
export const TEST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TEST_ACCOUNT_SHORT = '0xf3…2266'

export const connectButton = (page: Page): Locator => page.getByRole('button', { name: 'Connect Wallet' })
export const chainButton = (page: Page): Locator => page.getByRole('button', { name: 'Chain Selector' })
export const accountButton = (page: Page): Locator => page.getByRole('button', { name: new RegExp(`^${TEST_ACCOUNT_SHORT}`) })
export const dialog = (page: Page, name?: string): Locator => (name === undefined ? page.getByRole('dialog') : page.getByRole('dialog', { name }))

/**
 * Resolves once the app has replaced the start screen (its code in, its services up) with its own
 * buttons. Until then the page's `Connect Wallet` is a stand-in whose click draws the dialog's frame,
 * and the app's first render swaps every header element: a test about the app itself (its dialogs,
 * its layout, its focus) waits for this before it clicks or measures, or it may act on an element
 * the swap removes. Tests of the start-up itself act before it on purpose.
 */
export const appLoaded = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    (standIns) => document.querySelector(standIns) === null && document.querySelector('.rpgf-header button') !== null,
    `#${SHELL_BUTTON_ID}, .${START_BUTTON_CLASS}, [${SHELL_TARGET_ATTRIBUTE}]`,
  )

/** Opens the connect dialog and picks a wallet by its name; resolves once the account shows. */
export async function connectWith(page: Page, walletName: string): Promise<void> {
  await connectButton(page).click()
  await dialog(page, 'Connect a Wallet').getByRole('button', { name: walletName }).click()
  await accountButton(page).waitFor()
}

/** Opens `Switch Networks` from the chain button; resolves with the dialog once it shows `waitForText`. */
export async function openNetworks(page: Page, waitForText: string): Promise<Locator> {
  await chainButton(page).click()
  const networks = dialog(page, 'Switch Networks')
  await networks.getByText(waitForText).waitFor()
  return networks
}

/** Whether the element is the document's focused element. */
export const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement)

/**
 * Presses Tab (only Tab) until the target has focus; fails after `max` presses. Proves the
 * target is reachable by keyboard in the page's own tab order.
 */
export async function tabTo(page: Page, target: Locator, max = 20): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab')
    if (await isFocused(target)) return presses
  }
  throw new Error(`Not reachable with ${max} Tab presses: ${target.toString()}`)
}
