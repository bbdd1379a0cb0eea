import type { WalletInstructions } from '../../../src-domain/index.js'
import { safeHttpUrl } from './downloads.js'

export interface InstructionsPanelProps {
  instructions: WalletInstructions | undefined
  /** The button after the steps: `Connect` on mobile, `Refresh` for an extension; absent when nothing can follow. */
  action?: { label: string; onClick(): void }
}

/** INSTRUCTIONS_MOBILE and INSTRUCTIONS_EXTENSION: the wallet's setup steps, then connect or refresh. */
export function InstructionsPanel({ instructions, action }: InstructionsPanelProps) {
  const learnMore = safeHttpUrl(instructions?.learnMoreUrl)
  return (
    <>
      {instructions ? (
        <ol className="rpgf-instructions">
          {instructions.steps.map((step) => (
            <li key={step.step}>
              <strong>{step.title}</strong>
              <p className="rpgf-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rpgf-muted">Install the wallet, create or import an account, then come back to connect.</p>
      )}
      <div className="rpgf-step-actions">
        {action && (
          <button type="button" className="rpgf-action" onClick={action.onClick}>
            {action.label}
          </button>
        )}
        {learnMore && (
          <a className="rpgf-link" href={learnMore} target="_blank" rel="noopener noreferrer">
            Learn More
          </a>
        )}
      </div>
    </>
  )
}
