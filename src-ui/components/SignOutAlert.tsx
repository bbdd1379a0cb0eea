import { useSignInState } from '../hooks/use-sign-in.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { useServices } from '../services.js'

/**
 * Says when a sign-out did not reach the server (it may still hold the session) and offers to
 * try again; gone once a sign-out succeeds.
 */
export function SignOutAlert() {
  const { signIn: service } = useServices()
  const state = useSignInState()
  const { t } = useI18n()
  if (!service || !state?.signOutError) return null
  return (
    <div className="rpgf-sign-out-alert" role="alert">
      <p className="rpgf-error">{t('signIn.signOutFailed')}</p>
      <button type="button" className="rpgf-text-button" onClick={() => void service.signOut()}>
        {t('signIn.retrySignOut')}
      </button>
    </div>
  )
}
