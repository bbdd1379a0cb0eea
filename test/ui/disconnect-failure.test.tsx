import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { accountButton, renderApp, TEST_ACCOUNT_SHORT } from './support/render-app.js'

/** Rejections nobody handled while the test ran (a click handler's `void promise` that rejects lands here). */
let unhandled: unknown[]
const record = (reason: unknown) => void unhandled.push(reason)
beforeEach(() => {
  unhandled = []
  process.on('unhandledRejection', record)
})
afterEach(() => {
  process.off('unhandledRejection', record)
})

/** Lets the event loop run, so a rejection left unhandled is reported before the test looks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('a wallet that fails to disconnect', () => {
  it('Disconnect in the account dialog still ends the connection, with no unhandled rejection', async () => {
    const harness = await renderApp()
    await harness.connect()
    harness.wallet.control.setFailures({ disconnect: 'failed' })
    await harness.user.click(accountButton())
    await harness.user.click(await screen.findByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: TEST_ACCOUNT_SHORT })).toBeNull()
    await settle()
    expect(unhandled).toEqual([])
  })

  it('Cancel in the sign-in dialog still ends the connection, with no unhandled rejection', async () => {
    const harness = await renderApp({ signIn: true })
    await harness.connect()
    harness.wallet.control.setFailures({ disconnect: 'failed' })
    await screen.findByRole('dialog', { name: 'Verify your account' })
    await harness.user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
    await settle()
    expect(unhandled).toEqual([])
  })
})
