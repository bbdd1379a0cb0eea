import type { Locator, Page } from 'playwright-core'
import { accountButton, connectButton, connectWith, dialog } from './flows.js'

/** A dialog state the UI can be in, and how a user gets there in the memory build. */
export interface DialogScenario {
  name: string
  open(page: Page): Promise<Locator>
}

/** Every dialog of the app, reached the way a user reaches it. */
export const DIALOG_SCENARIOS: readonly DialogScenario[] = [
  {
    name: 'connect',
    async open(page) {
      await connectButton(page).click()
      const connect = dialog(page, 'Connect a Wallet')
      await connect.getByRole('button', { name: 'Mock Wallet' }).waitFor()
      return connect
    },
  },
  {
    name: 'account',
    async open(page) {
      await connectWith(page, 'Mock Wallet')
      await accountButton(page).click()
      const account = dialog(page)
      await account.getByRole('button', { name: 'Disconnect' }).waitFor()
      return account
    },
  },
]
