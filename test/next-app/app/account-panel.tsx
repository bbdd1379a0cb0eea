'use client'

import { useAccount, useSignIn } from 'retropgf-connect'

/** Reads the connection and the sign-in: the server renders both from the cookies, the browser hydrates the same. */
export function AccountPanel() {
  const { status, address } = useAccount()
  const signIn = useSignIn()
  return (
    <section aria-label="Your account">
      <p data-testid="account">{status === 'connected' ? `Connected as ${address}` : `Account: ${status}`}</p>
      <p data-testid="sign-in">Sign-in: {signIn.status}</p>
      {signIn.status === 'authenticated' && (
        <button type="button" onClick={() => void signIn.signOut()}>
          Sign out
        </button>
      )}
    </section>
  )
}
