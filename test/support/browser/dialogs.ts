import type { Locator, Page } from 'playwright-core'
import type { TestWalletOptions } from '../wallet/eip1193-test-wallet.js'
import { accountButton, chainButton, connectButton, connectWith, dialog, openNetworks, TEST_ACCOUNT_SHORT } from './flows.js'
import { TEST_WALLET_NAME, testWallet } from './test-wallet.js'

export type Layout = 'wide' | 'compact'

/** A dialog state the UI can be in, and how a user gets there. */
export interface DialogScenario {
  name: string
  /** The wagmi build, or the sign-in build under `npm run serve`. */
  app: 'wagmi' | 'signIn'
  /** Only where the state exists (some steps are reached differently, or not at all, on one layout). */
  layouts?: readonly Layout[]
  /** Test wallet options for this scenario. */
  wallet?: Partial<TestWalletOptions>
  /** Resolves with the open dialog once the state is drawn. */
  open(page: Page, layout: Layout): Promise<Locator>
}

async function openConnect(page: Page): Promise<Locator> {
  await connectButton(page).click()
  const connect = dialog(page, 'Connect a Wallet')
  await connect.getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
  return connect
}

/** The step's panel is a region named by its heading. */
const step = async (connect: Locator, heading: string): Promise<Locator> => {
  await connect.getByRole('region', { name: heading }).waitFor()
  return connect
}

/** GET: wide from the explainer beside the list, compact from `Learn More` first. */
async function openGet(page: Page, layout: Layout): Promise<Locator> {
  const connect = await openConnect(page)
  if (layout === 'compact') await connect.getByRole('button', { name: 'Learn More' }).click()
  await connect.getByRole('button', { name: 'Get a Wallet' }).click()
  return step(connect, 'Get a Wallet')
}

async function openDownloadOptions(page: Page, layout: Layout): Promise<Locator> {
  const connect = await openGet(page, layout)
  await connect.getByRole('button', { name: 'Get MetaMask' }).click()
  return step(connect, 'Get MetaMask')
}

/** Follows a store link without leaving the page: the app's click handler runs, the browser does not navigate. */
async function clickStoreLink(page: Page, link: Locator): Promise<void> {
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }))
  await link.click()
}

/** Every dialog of the app and every step of the connect dialog a user can reach here. */
export const DIALOG_SCENARIOS: readonly DialogScenario[] = [
  { name: 'connect', app: 'wagmi', open: (page) => openConnect(page) },
  {
    name: 'connect-learn',
    app: 'wagmi',
    layouts: ['compact'],
    async open(page) {
      const connect = await openConnect(page)
      await connect.getByRole('button', { name: 'Learn More' }).click()
      return step(connect, 'What is a Wallet?')
    },
  },
  { name: 'connect-get', app: 'wagmi', open: openGet },
  { name: 'connect-download-options', app: 'wagmi', open: openDownloadOptions },
  {
    name: 'connect-download-qr',
    app: 'wagmi',
    layouts: ['wide'],
    async open(page, layout) {
      const connect = await openDownloadOptions(page, layout)
      await connect.getByRole('button', { name: 'Get the app' }).click()
      await connect.getByRole('img', { name: 'QR code to download MetaMask' }).waitFor()
      return step(connect, 'Install MetaMask')
    },
  },
  {
    name: 'connect-instructions-mobile',
    app: 'wagmi',
    async open(page, layout) {
      const connect = await openDownloadOptions(page, layout)
      if (layout === 'wide') {
        await connect.getByRole('button', { name: 'Get the app' }).click()
        await connect.getByRole('button', { name: 'Continue' }).click()
      } else {
        await clickStoreLink(page, connect.getByRole('link', { name: 'Get the app' }))
      }
      return step(connect, 'Get started with MetaMask')
    },
  },
  {
    name: 'connect-instructions-extension',
    app: 'wagmi',
    layouts: ['wide'],
    async open(page, layout) {
      const connect = await openDownloadOptions(page, layout)
      await clickStoreLink(page, connect.getByRole('link', { name: 'Add to Chrome' }))
      await connect.getByRole('button', { name: 'Refresh' }).waitFor()
      return step(connect, 'Get started with MetaMask')
    },
  },
  {
    name: 'connect-retry',
    app: 'wagmi',
    wallet: { failures: { connect: 'userRejected' } },
    async open(page) {
      const connect = await openConnect(page)
      await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
      await connect.getByRole('button', { name: 'RETRY' }).waitFor()
      return connect
    },
  },
  {
    name: 'connect-qr-walletconnect',
    app: 'wagmi',
    async open(page) {
      const connect = await openConnect(page)
      await connect.getByRole('button', { name: 'WalletConnect' }).click()
      // Without a project id (none in a test build) the step says WalletConnect cannot be used here.
      await connect.getByRole('alert').getByText('WalletConnect cannot be used in this app.').waitFor()
      return step(connect, 'Scan with your phone')
    },
  },
  {
    name: 'account',
    app: 'wagmi',
    async open(page) {
      await connectWith(page, TEST_WALLET_NAME)
      await accountButton(page).click()
      const account = dialog(page, TEST_ACCOUNT_SHORT)
      await account.getByRole('button', { name: 'Disconnect' }).waitFor()
      await account.getByText(/ETH/).first().waitFor()
      return account
    },
  },
  {
    name: 'network',
    app: 'wagmi',
    async open(page) {
      await connectWith(page, TEST_WALLET_NAME)
      return openNetworks(page, 'Connected')
    },
  },
  {
    name: 'network-wrong',
    app: 'wagmi',
    async open(page) {
      await connectWith(page, TEST_WALLET_NAME)
      await testWallet(page).emitChainChanged(1)
      await chainButton(page).getByText('Wrong network').waitFor()
      return openNetworks(page, 'Ethereum (unsupported)')
    },
  },
  {
    name: 'sign-in',
    app: 'signIn',
    async open(page) {
      await connectButton(page).click()
      await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
      const verify = dialog(page, 'Verify your account')
      await verify.getByRole('button', { name: 'Send message' }).waitFor()
      await verify.getByRole('button', { name: 'Send message', disabled: false }).waitFor()
      return verify
    },
  },
]
