import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CONNECTION_MESSAGES, SIGN_IN_MESSAGES } from '../../src-domain/index.js'
import { gate, renderApp, TEST_ACCOUNT_SHORT } from './support/render-app.js'

const region = () => screen.getByRole('status')

describe('live region', () => {
  it('is one polite status region, silent at start', async () => {
    await renderApp()
    expect(region()).toHaveAttribute('aria-live', 'polite')
    expect(region()).toHaveTextContent(/^$/)
  })

  it('announces connecting for a wallet that takes its time, then connected with the account and the network', async () => {
    const answer = gate()
    const harness = await renderApp({ connectGate: answer.promise })
    let connected!: Promise<void>
    act(() => {
      connected = harness.services.connection.connect('mock')
    })
    await waitFor(() => expect(region()).toHaveTextContent('Connecting to Mock Wallet...'))
    answer.open()
    await act(() => connected)
    expect(region()).toHaveTextContent(`Connected ${TEST_ACCOUNT_SHORT} on Hardhat`)
  })

  it('announces a switch of network and a wrong network', async () => {
    const harness = await renderApp()
    await harness.connect()
    act(() => harness.wallet.control.emit({ type: 'chainChanged', chainId: 10 }))
    expect(region()).toHaveTextContent(`Connected ${TEST_ACCOUNT_SHORT} on OP Mainnet`)
    act(() => harness.wallet.control.emit({ type: 'chainChanged', chainId: 137 }))
    expect(region()).toHaveTextContent(CONNECTION_MESSAGES.wrongNetwork)
  })

  it('announces a failed connect, a rejected one, and a disconnect', async () => {
    const harness = await renderApp({ failures: { connect: 'resourceUnavailable' } })
    await act(() => harness.services.connection.connect('mock'))
    expect(region()).toHaveTextContent('Connection failed: A request is already pending in the wallet. Open it to continue.')
    harness.wallet.control.setFailures({ connect: 'userRejected' })
    await act(() => harness.services.connection.connect('mock'))
    expect(region()).toHaveTextContent('Connection request rejected')
    harness.wallet.control.setFailures({})
    await harness.connect()
    await act(() => harness.services.connection.disconnect())
    expect(region()).toHaveTextContent('Disconnected')
  })

  it('announces a successful sign-in', async () => {
    const harness = await renderApp({ signIn: true })
    await harness.connect()
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' })
    await harness.user.click(await within(dialog).findByRole('button', { name: 'Send message' }))
    await screen.findByText(`Signed in as ${TEST_ACCOUNT_SHORT}`, {}, { timeout: 4000 })
    expect(region()).toHaveTextContent(`Signed in as ${TEST_ACCOUNT_SHORT}`)
  })

  it('announces a failed sign-in with the spec’s message', async () => {
    const harness = await renderApp({ signIn: { verify: 'false' } })
    await harness.connect()
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' })
    await harness.user.click(await within(dialog).findByRole('button', { name: 'Send message' }))
    await within(region()).findByText(`Sign-in failed: ${SIGN_IN_MESSAGES.verificationFailed}`, {}, { timeout: 4000 })
  })
})
