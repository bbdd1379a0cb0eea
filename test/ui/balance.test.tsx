import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ChainRpcPort } from '../../src-domain/index.js'
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

describe('every RPC endpoint down', () => {
  it('the account dialog says Balance unavailable with a Retry button; Retry reads again once the chain answers', async () => {
    let down = true
    let reads = 0
    const harness = await renderApp({
      wrapRpc: (rpc): ChainRpcPort => ({
        ...rpc,
        getBalance: async (args) => {
          reads++
          if (down) throw new Error('Every RPC endpoint of chain 31337 failed.')
          return rpc.getBalance(args)
        },
      }),
    })
    await harness.connect()
    await harness.user.click(accountButton())
    const dialog = await screen.findByRole('dialog', { name: TEST_ACCOUNT_SHORT })
    // The query tries three times (after 1 s and 2 s) before it gives up.
    expect(await within(dialog).findByText('Balance unavailable', undefined, { timeout: 6_000 })).toBeInTheDocument()
    expect(reads).toBe(3)
    // Nothing else broke: the address can still be copied and the wallet disconnected.
    expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeEnabled()
    expect(within(accountButton()).queryByText(/ETH/)).toBeNull()

    down = false
    await harness.user.click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog).findByText('1.23 ETH')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(within(accountButton()).getByText('1.23 ETH')).toBeInTheDocument()
  }, 15_000)
})
