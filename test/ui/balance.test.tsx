import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountButton, renderApp, TEST_ACCOUNT, TEST_ACCOUNT_SHORT } from './support/render-app.js'

/** One wei short of 1 ETH: a JS number holds it as exactly 1. */
const ALMOST_ONE_ETH = 999_999_999_999_999_999n

describe('the balance shown from the exact wei amount', () => {
  it('one wei short of 1 ETH reads 0.999 ETH on the account button and in the account dialog, never 1 ETH', async () => {
    const harness = await renderApp()
    for (const chainId of [10, 420, 31337]) harness.rpc.control.setBalance(chainId, TEST_ACCOUNT, ALMOST_ONE_ETH)
    await harness.connect()
    expect(await within(accountButton()).findByText('0.999 ETH')).toBeInTheDocument()
    await harness.user.click(accountButton())
    const dialog = await screen.findByRole('dialog', { name: TEST_ACCOUNT_SHORT })
    expect(await within(dialog).findByText('0.999 ETH')).toBeInTheDocument()
    expect(within(dialog).queryByText('1 ETH')).toBeNull()
  })
})
