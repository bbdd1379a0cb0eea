import { useEffect } from 'react'
import type { SignInState } from '../../src-domain/index.js'
import { useConnection } from '../hooks/use-connection.js'
import { useDialogStatus, useSignIn } from '../hooks/use-sign-in.js'
import { useServices } from '../services.js'
import { Dialog } from './Dialog.js'

export const SIGN_IN_TITLE = 'Verify your account'

function buttonLabel(state: SignInState): string {
  if (state.status === 'signing') return 'Waiting for signature...'
  if (state.status === 'verifying') return 'Verifying signature...'
  if (state.nonce.status === 'loading') return 'Preparing message...'
  return 'Send message'
}

/**
 * Asks a freshly connected wallet to sign in (only when sign-in is configured). It opens while
 * the dialog status is `unauthenticated` and closes by itself once the signature is verified.
 * Cancel, like closing the dialog, disconnects: with sign-in on, a wallet that has not signed in
 * is not connected to this app.
 */
export function SignInDialog() {
  const { signIn: service, connection } = useServices()
  const state = useSignIn()
  const wallet = useConnection()
  const open = useDialogStatus() === 'unauthenticated' && wallet.status === 'connected'
  const needsNonce = open && state?.status === 'idle' && state.nonce.status === 'idle'

  // Nonces are single use and expire: one is fetched each time the dialog opens without one.
  useEffect(() => {
    if (needsNonce) void service?.prepare()
  }, [needsNonce, service])

  if (!service || !state || wallet.status !== 'connected') return null
  const cancel = () => void connection.disconnect()
  const busy = state.status !== 'idle' || state.nonce.status === 'loading'
  return (
    <Dialog open={open} title={SIGN_IN_TITLE} onClose={cancel}>
      <div className="rpgf-sign-in">
        <p className="rpgf-muted">To finish connecting, sign a message in your wallet to verify that you own this account.</p>
        <button
          type="button"
          className="rpgf-button"
          disabled={busy}
          onClick={() => void service.signIn({ address: wallet.address, chainId: wallet.chainId })}
        >
          {buttonLabel(state)}
        </button>
        {state.error && (
          <p className="rpgf-error" role="alert">
            {state.error}
          </p>
        )}
        <button type="button" className="rpgf-text-button" onClick={cancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  )
}
