import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNT } from '../../src-adapters/memory/index.js'
import { SIGN_IN_MESSAGES, SIGN_IN_SYNC_KEY } from '../../src-domain/index.js'
import { gate, renderSignIn } from './support/render-sign-in.js'

const dialog = () => screen.queryByRole('dialog', { name: 'Verify your account' })
const button = (name: string) => screen.findByRole('button', { name })

describe('sign-in dialog: when it shows', () => {
  it('stays hidden while disconnected, opens with "Verify your account" once a wallet connects (status unauthenticated)', async () => {
    const harness = await renderSignIn()
    await waitFor(() => expect(harness.services.signIn?.getState().authentication).toBe('unauthenticated'))
    expect(dialog()).toBeNull()
    await act(() => harness.connect())
    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toHaveAttribute('aria-modal', 'true')
    expect(await button('Send message')).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })

  it('never shows when sign-in is not configured (it stays optional)', async () => {
    const harness = await renderSignIn({ signIn: false })
    expect(harness.services.signIn).toBeUndefined()
    await act(() => harness.connect())
    expect(harness.services.connection.getState().status).toBe('connected')
    expect(dialog()).toBeNull()
  })

  it('does not show for a wallet whose session survived a reload', async () => {
    const first = await renderSignIn()
    await act(() => first.connect())
    await first.user.click(await button('Send message'))
    await waitFor(() => expect(dialog()).toBeNull())
    first.unmount()
    // A new page: a new container whose SignInService reads the server's session on start.
    const reloaded = await renderSignIn({ authPort: () => first.auth })
    await waitFor(() => expect(reloaded.services.signIn?.getState().authentication).toBe('authenticated'))
    await act(() => reloaded.connect())
    expect(reloaded.services.connection.getState().status).toBe('connected')
    expect(dialog()).toBeNull()
  })
})

describe('sign-in dialog: each state', () => {
  it('Preparing message... while the nonce loads, then Send message', async () => {
    const harness = await renderSignIn()
    const nonce = gate()
    harness.holds.nonce = nonce.promise
    await act(() => harness.connect())
    expect(await button('Preparing message...')).toBeDisabled()
    nonce.open()
    expect(await button('Send message')).toBeEnabled()
  })

  it('Send message → Waiting for signature... → Verifying signature... → closes when verified', async () => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    const signature = gate()
    const verification = gate()
    harness.holds.sign = signature.promise
    harness.holds.verify = verification.promise
    await harness.user.click(await button('Send message'))
    expect(await button('Waiting for signature...')).toBeDisabled()
    signature.open()
    expect(await button('Verifying signature...')).toBeDisabled()
    verification.open()
    await waitFor(() => expect(dialog()).toBeNull())
    expect(harness.services.signIn?.getState()).toMatchObject({ authentication: 'authenticated', session: { address: TEST_ACCOUNT } })
    expect(await harness.auth.getSession()).toMatchObject({ address: TEST_ACCOUNT })
    expect(harness.storage.read(SIGN_IN_SYNC_KEY)).not.toBeNull()
  })
})

describe("sign-in dialog: the spec's messages", () => {
  it('nonce failure → "Error preparing message, please retry!"; Send message retries', async () => {
    const harness = await renderSignIn()
    harness.auth.control.setFailures({ nonce: true })
    await act(() => harness.connect())
    expect(await screen.findByRole('alert')).toHaveTextContent('Error preparing message, please retry!')
    harness.auth.control.setFailures({})
    await harness.user.click(await button('Send message'))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    await harness.user.click(await button('Send message'))
    await waitFor(() => expect(dialog()).toBeNull())
  })

  it('the wallet failing to sign → "Error signing message, please retry!"', async () => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    harness.wallet.control.setFailures({ signMessage: 'failed' })
    await harness.user.click(await button('Send message'))
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.signingFailed)
    expect(dialog()).not.toBeNull()
  })

  it.each([
    ['the server saying no', 'false'],
    ['the verification request failing', 'throw'],
  ] as const)('verification failed (%s) → "Error verifying signature, please retry!"', async (_name, verify) => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    harness.auth.control.setFailures({ verify })
    await harness.user.click(await button('Send message'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error verifying signature, please retry!')
    expect(await button('Send message')).toBeEnabled()
  })

  it('any other failure → "Oops, something went wrong!"', async () => {
    const harness = await renderSignIn({
      authPort: (auth) => ({
        ...auth,
        createMessage: () => {
          throw new Error('No page origin.')
        },
      }),
    })
    await act(() => harness.connect())
    await harness.user.click(await button('Send message'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong!')
  })

  it('a user rejection returns silently to idle: no message, Send message again', async () => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    harness.wallet.control.setFailures({ signMessage: 'userRejected' })
    await harness.user.click(await button('Send message'))
    expect(await button('Send message')).toBeEnabled()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(harness.services.signIn?.getState()).toMatchObject({ status: 'idle', error: undefined, authentication: 'unauthenticated' })
    expect(dialog()).not.toBeNull()
  })
})

describe('sign-in dialog: leaving', () => {
  it('Cancel disconnects the wallet and closes the dialog', async () => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    await harness.user.click(await button('Cancel'))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(harness.services.connection.getState().status).toBe('disconnected')
    expect(harness.wallet.control.isConnected()).toBe(false)
  })

  it('Cancel while waiting for the signature: disconnected, and the late signature opens no session', async () => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    const signature = gate()
    harness.holds.sign = signature.promise
    await harness.user.click(await button('Send message'))
    await button('Waiting for signature...')
    await harness.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog()).toBeNull())
    signature.open()
    await waitFor(() => expect(harness.services.signIn?.getState().status).toBe('idle'))
    expect(harness.services.signIn?.getState().authentication).toBe('unauthenticated')
    expect(await harness.auth.getSession()).toBeNull()
  })

  it('Escape cancels the same way', async () => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    await button('Send message')
    await harness.user.keyboard('{Escape}')
    await waitFor(() => expect(harness.services.connection.getState().status).toBe('disconnected'))
  })

  it('disconnecting after sign-in signs out (the server session too), and tells other tabs', async () => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    await harness.user.click(await button('Send message'))
    await waitFor(() => expect(dialog()).toBeNull())
    await act(() => harness.services.connection.disconnect())
    await waitFor(() => expect(harness.services.signIn?.getState().authentication).toBe('unauthenticated'))
    expect(await harness.auth.getSession()).toBeNull()
    expect(harness.storage.read(SIGN_IN_SYNC_KEY)).toBeNull()
  })

  it('signing out elsewhere while connected opens the dialog again with a fresh nonce', async () => {
    const harness = await renderSignIn()
    await act(() => harness.connect())
    await harness.user.click(await button('Send message'))
    await waitFor(() => expect(dialog()).toBeNull())
    await act(() => harness.services.signIn!.signOut())
    expect(await button('Send message')).toBeEnabled()
    expect(harness.services.signIn?.getState().nonce.status).toBe('ready')
  })
})
