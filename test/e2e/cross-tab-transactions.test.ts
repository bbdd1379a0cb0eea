import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { nodeRequest } from '../support/browser/anvil.js'
import { TEST_ACCOUNT_SHORT, accountButton, connectWith, dialog } from '../support/browser/flows.js'
import { useDevPagesSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// The development transactions page (wagmi build, VITE_DEV_PAGES=on) sends real transactions
// on the local chain; two pages of one context are two tabs sharing localStorage.
const app = useDevPagesSuite('/?dev=transactions')
const SUCCEEDS = 'Send a transaction that succeeds'
const DESCRIPTION = 'Send 0 ETH to yourself'

const node = () => inject('e2e').localChainUrl

afterEach(async () => {
  // The node is shared by the run: never leave it without automining.
  await nodeRequest(node(), 'evm_setAutomine', [true])
})

async function openAccountDialog(page: Page): Promise<Locator> {
  await accountButton(page).click()
  const account = dialog(page, TEST_ACCOUNT_SHORT)
  await account.getByRole('heading', { name: 'Recent Transactions' }).waitFor()
  return account
}

const row = (account: Locator) => account.getByRole('listitem').filter({ hasText: DESCRIPTION })

describe('two tabs stay in step on transactions', () => {
  it('a transaction added in one tab appears Pending in the other, turns Confirmed there when mined, and Clear All empties both', async () => {
    const { page: first, newPage } = await app.open({ initScripts: [testWalletScript()] })
    await connectWith(first, TEST_WALLET_NAME)
    const second = await newPage()
    // The second tab restores the same wallet and shows its account dialog, left open.
    await accountButton(second).waitFor()
    const secondAccount = await openAccountDialog(second)
    expect(await row(secondAccount).count()).toBe(0)

    // Held in the mempool, so Pending can be seen before the receipt.
    await nodeRequest(node(), 'evm_setAutomine', [false])
    await first.getByRole('button', { name: SUCCEEDS }).click()
    await first
      .getByRole('status')
      .filter({ hasText: /^Sent 0x[0-9a-f]{64}$/ })
      .waitFor()

    await row(secondAccount).waitFor()
    expect(await row(secondAccount).textContent()).toContain('Pending')

    await nodeRequest(node(), 'evm_mine')
    await expect.poll(() => row(secondAccount).textContent(), { timeout: 15_000 }).toContain('Confirmed')

    const firstAccount = await openAccountDialog(first)
    await expect.poll(() => row(firstAccount).textContent()).toContain('Confirmed')
    await firstAccount.getByRole('button', { name: 'Clear All' }).click()
    await row(secondAccount).waitFor({ state: 'detached' })
    expect(await secondAccount.getByText('Your transactions will appear here...').isVisible()).toBe(true)
    expect(await row(firstAccount).count()).toBe(0)
  })
  it('a transaction that reverts shows Failed in the other tab', async () => {
    const { page: first, newPage } = await app.open({ initScripts: [testWalletScript()] })
    await connectWith(first, TEST_WALLET_NAME)
    const second = await newPage()
    await accountButton(second).waitFor()
    const secondAccount = await openAccountDialog(second)

    await first.getByRole('button', { name: 'Send a transaction that reverts' }).click()
    const reverted = secondAccount.getByRole('listitem').filter({ hasText: 'Create a contract that reverts' })
    await expect.poll(() => reverted.textContent(), { timeout: 15_000 }).toContain('Failed')
  })
})
