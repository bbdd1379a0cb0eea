import type { InstructionStep, WalletInstructions } from '../../../src-domain/index.js'
import { useI18n } from '../../i18n/I18nProvider.js'
import type { MessageKey } from '../../i18n/messages/en.js'
import { translateEnglish, type Translate } from '../../i18n/translate.js'
import { safeHttpUrl } from './downloads.js'

export interface InstructionsPanelProps {
  /** The wallet's name, for the catalogue's step texts. */
  wallet: string
  /** The phone app's steps or the browser extension's. */
  place: 'mobile' | 'extension'
  instructions: WalletInstructions | undefined
  /** The button after the steps: `Connect` on mobile, `Refresh` for an extension; absent when nothing can follow. */
  action?: { label: string; onClick(): void }
}

type StepKeys = readonly [title: MessageKey, description: MessageKey]

const STEP_KEYS: Record<'mobile' | 'extension', Readonly<Record<string, StepKeys>>> = {
  mobile: {
    install: ['instructions.openApp', 'instructions.openAppText'],
    create: ['instructions.create', 'instructions.createText'],
    scan: ['instructions.scan', 'instructions.scanText'],
  },
  extension: {
    install: ['instructions.installExtension', 'instructions.installExtensionText'],
    create: ['instructions.create', 'instructions.createText'],
    refresh: ['instructions.refreshBrowser', 'instructions.refreshBrowserText'],
  },
}

/**
 * A setup step in the active locale when it is one of the catalogue's (same kind, same English
 * text); a wallet's own wording is shown as it wrote it.
 */
function stepText(step: InstructionStep, place: 'mobile' | 'extension', wallet: string, t: Translate) {
  const keys = Object.hasOwn(STEP_KEYS[place], step.step) ? STEP_KEYS[place][step.step] : undefined
  if (!keys) return step
  const [title, description] = keys
  const params = { wallet }
  const known = translateEnglish(title, params) === step.title && translateEnglish(description, params) === step.description
  return known ? { title: t(title, params), description: t(description, params) } : step
}

/** INSTRUCTIONS_MOBILE and INSTRUCTIONS_EXTENSION: the wallet's setup steps, then connect or refresh. */
export function InstructionsPanel({ wallet, place, instructions, action }: InstructionsPanelProps) {
  const { t } = useI18n()
  const learnMore = safeHttpUrl(instructions?.learnMoreUrl)
  return (
    <>
      {instructions ? (
        <ol className="rpgf-instructions">
          {instructions.steps.map((step) => {
            const text = stepText(step, place, wallet, t)
            return (
              <li key={step.step}>
                <strong>{text.title}</strong>
                <p className="rpgf-muted">{text.description}</p>
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="rpgf-muted">{t('instructions.fallback')}</p>
      )}
      <div className="rpgf-step-actions">
        {action && (
          <button type="button" className="rpgf-action" onClick={action.onClick}>
            {action.label}
          </button>
        )}
        {learnMore && (
          <a className="rpgf-link" href={learnMore} target="_blank" rel="noopener noreferrer">
            {t('connect.learnMore')}
          </a>
        )}
      </div>
    </>
  )
}
