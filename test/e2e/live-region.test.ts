import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { announcements, clearAnnouncements, recordAnnouncements } from '../support/browser/announcements.js'
import { TEST_ACCOUNT_SHORT, accountButton, chainButton, connectButton, connectWith, dialog } from '../support/browser/flows.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

const app = useAppSuite('wagmi')
const CONNECTED = `Connected ${TEST_ACCOUNT_SHORT} on Hardhat`

/** Whether the wallet was asked for accounts within the click on it, so that it answered within the pick's task. */
const askedWithinClick = async (page: Page) =>
  (await testWallet(page).requestLog()).find((request) => request.method === 'eth_requestAccounts')?.during === 'click'

describe('the polite live region (wagmi build, injected test wallet)', () => {
  it('announces connecting (a wallet that takes its time), connected with account and network, wrong network, the way back, and disconnecting', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript({ connectDelayMs: 300 }), recordAnnouncements] })
    await connectWith(page, TEST_WALLET_NAME)
    await expect.poll(() => announcements(page)).toEqual([`Connecting to ${TEST_WALLET_NAME}...`, CONNECTED])

    await testWallet(page).emitChainChanged(1)
    await expect.poll(() => announcements(page)).toContain('Wrong network detected, switch or disconnect to continue.')
    await testWallet(page).emitChainChanged(10)
    await expect.poll(async () => (await announcements(page)).at(-1)).toBe(`Connected ${TEST_ACCOUNT_SHORT} on OP Mainnet`)

    await accountButton(page).click()
    await dialog(page, TEST_ACCOUNT_SHORT).getByRole('button', { name: 'Disconnect' }).click()
    await connectButton(page).waitFor()
    await expect.poll(async () => (await announcements(page)).at(-1)).toBe('Disconnected')
    expect(await chainButton(page).count()).toBe(0)
  })

  it("announces a wallet that answers within the pick's task as connected, with no connecting in between", async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), recordAnnouncements] })
    await connectWith(page, TEST_WALLET_NAME)
    if (!(await askedWithinClick(page))) {
      // The wallet was asked a task after the pick: the connect's code, fetched while the list is read, was not
      // in yet (a busy machine). What the promise is about needs it in, as it now is for a second pick.
      await expect.poll(async () => (await announcements(page)).at(-1)).toBe(CONNECTED)
      await accountButton(page).click()
      await dialog(page, TEST_ACCOUNT_SHORT).getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(async () => (await announcements(page)).at(-1)).toBe('Disconnected')
      await clearAnnouncements(page)
      await testWallet(page).clearRequests()
      await connectWith(page, TEST_WALLET_NAME)
      expect(await askedWithinClick(page)).toBe(true)
    }
    await expect.poll(() => announcements(page)).toEqual([CONNECTED])
  })

  it('says a rejected request was rejected', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript({ failures: { connect: 'userRejected' } }), recordAnnouncements] })
    await connectButton(page).click()
    await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect.poll(async () => (await announcements(page)).at(-1)).toBe('Connection request rejected')
  })
})
