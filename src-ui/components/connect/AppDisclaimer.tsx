import type { ReactNode } from 'react'
import { isWebUrl } from '../../kit-option-checks.js'
import { useKitOptions } from '../../kit-options.js'

const Text = ({ children }: { children?: ReactNode }) => <p className="rpgf-disclaimer-text">{children}</p>

/** Only http(s) links: anything else (a `javascript:` URL) is shown as its text. */
const Link = ({ children, href }: { children?: ReactNode; href: string }) =>
  isWebUrl(href) ? (
    <a className="rpgf-disclaimer-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span>{children}</span>
  )

/** The app's `appInfo.disclaimer` under the wallet list, drawn with the kit's Text and Link. */
export function AppDisclaimer() {
  const Disclaimer = useKitOptions().appInfo?.disclaimer
  if (!Disclaimer) return null
  return (
    <div className="rpgf-disclaimer">
      <Disclaimer Text={Text} Link={Link} />
    </div>
  )
}
