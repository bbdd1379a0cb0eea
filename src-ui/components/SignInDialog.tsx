import { useEffect } from 'react'
import type { SignInState } from '../../src-domain/index.js'
import { useConnected } from '../hooks/use-connection.js'
import { useDialogStatus, useSignInState } from '../hooks/use-sign-in.js'
import { useServices } from '../services.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { translateDomainText, type Translate } from '../i18n/translate.js'
import { Dialog } from './Dialog.js'

function buttonLabel(state: SignInState, t: Translate): string {
  if (state.status === 'signing') return t('signIn.waiting')
  if (state.status === 'verifying') return t('signIn.verifying')
  if (state.nonce.status === 'loading') return t('signIn.preparing')
  return t('signIn.send')
}

/**
 * Asks a freshly connected wallet to sign in (only when sign-in is configured). It opens while
 * the dialog status is `unauthenticated` and closes by itself once the signature is verified.
 * Cancel, like closing the dialog, disconnects: with sign-in on, a wallet that has not signed in
 * is not connected to this app.
 */
export function SignInDialog() {
  const { signIn: service, connection } = useServices()
  const state = useSignInState()
  const wallet = useConnected()
  const { t } = useI18n()
  const open = useDialogStatus() === 'unauthenticated' && wallet !== undefined
  const needsNonce = open && state?.status === 'idle' && state.nonce.status === 'idle'

  // Nonces are single use and expire: one is fetched each time the dialog opens without one.
  useEffect(() => {
    if (needsNonce) void service?.prepare()
  }, [needsNonce, service])

  if (!service || !state || !wallet) return null
  const cancel = () => void connection.disconnect()
  const busy = state.status !== 'idle' || state.nonce.status === 'loading'
  return (
    <Dialog open={open} title={t('signIn.title')} onClose={cancel}>
      <div className="rpgf-sign-in">
        <p className="rpgf-muted">{t('signIn.intro')}</p>
        <button type="button" className="rpgf-button" disabled={busy} onClick={() => void service.signIn({ address: wallet.address, chainId: wallet.chainId })}>
          {buttonLabel(state, t)}
        </button>
        {state.error && (
          <p className="rpgf-error" role="alert">
            {translateDomainText(t, state.error)}
          </p>
        )}
        <button type="button" className="rpgf-text-button" onClick={cancel}>
          {t('signIn.cancel')}
        </button>
      </div>
    </Dialog>
  )
}
