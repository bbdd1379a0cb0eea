import { useI18n } from '../../i18n/I18nProvider.js'
import { AssetsPicture, LoginPicture } from './LearnPictures.js'
import { useKitOptions } from '../../kit-options.js'
/** Where `Learn More` leads unless the app's `appInfo.learnMoreUrl` says: a neutral introduction to wallets. */
export const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

const POINTS = [
  { title: 'learn.homeTitle', text: 'learn.homeText', Picture: AssetsPicture },
  { title: 'learn.loginTitle', text: 'learn.loginText', Picture: LoginPicture },
] as const

/** The `What is a Wallet?` explainer: the wide layout's resting panel and the compact LEARN_COMPACT step. */
export function LearnPanel({ onGetWallet }: { onGetWallet(): void }) {
  const { t } = useI18n()
  const learnMoreUrl = useKitOptions().appInfo?.learnMoreUrl ?? LEARN_MORE_URL
  return (
    <>
      <ul className="rpgf-learn">
        {POINTS.map((point) => (
          <li key={point.title}>
            <point.Picture />
            <div>
              <strong>{t(point.title)}</strong>
              <p>{t(point.text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="rpgf-step-actions">
        <button type="button" className="rpgf-action" onClick={onGetWallet}>
          {t('get.title')}
        </button>
        <a className="rpgf-link" href={learnMoreUrl} target="_blank" rel="noopener noreferrer">
          {t('connect.learnMore')}
        </a>
      </div>
    </>
  )
}
