import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SignOutAlert } from '../../src-ui/components/SignOutAlert.js'
import { ServicesProvider } from '../../src-ui/services.js'
import { renderSignIn } from './support/render-sign-in.js'

describe('a sign-out the server could not record', () => {
  it('says "Could not sign out, please retry!" with a Retry button; a retry that succeeds clears it', async () => {
    let failures = 1
    const harness = await renderSignIn({
      authPort: (auth) => ({
        ...auth,
        signOut: async () => {
          if (failures-- > 0) throw new Error('503')
          await auth.signOut()
        },
      }),
    })
    await act(() => harness.connect())
    await harness.user.click(await screen.findByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(harness.services.signIn?.getState().authentication).toBe('authenticated'))

    render(
      <ServicesProvider services={harness.services}>
        <SignOutAlert />
      </ServicesProvider>,
    )
    expect(screen.queryByText('Could not sign out, please retry!')).toBeNull()
    await act(() => harness.services.signIn!.signOut())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not sign out, please retry!')

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText('Could not sign out, please retry!')).toBeNull())
    expect(harness.services.signIn?.getState().signOutError).toBeUndefined()
  })
})
