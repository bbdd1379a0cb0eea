import { describe, expect, it } from 'vitest'
import { announcements, recordAnnouncements } from '../support/browser/announcements.js'
import { TEST_ACCOUNT_SHORT, accountButton, chainButton, connectButton, connectWith, dialog } from '../support/browser/flows.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

const app = useAppSuite('wagmi')
const CONNECTED = `Connected ${TEST_ACCOUNT_SHORT} on Hardhat`

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

  it('announces a wallet that answers at once as connected, with no connecting in between', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), recordAnnouncements] })
    await connectWith(page, TEST_WALLET_NAME)
    await expect.poll(() => announcements(page)).toEqual([CONNECTED])
  })

  it('says a rejected request was rejected', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript({ failures: { connect: 'userRejected' } }), recordAnnouncements] })
    await connectButton(page).click()
    await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect.poll(async () => (await announcements(page)).at(-1)).toBe('Connection request rejected')
  })
})
