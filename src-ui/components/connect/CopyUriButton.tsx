import { useEffect, useState } from 'react'
import { COPIED_HINT_MS } from '../../../src-domain/index.js'
import { useI18n } from '../../i18n/I18nProvider.js'

/**
 * Copies the WalletConnect URI, for a wallet on this computer that pastes it instead of
 * scanning. Says `Copied!` for 1500 ms; where the clipboard is unavailable the button is absent.
 */
export function CopyUriButton({ uri }: { uri: string }) {
  const [copiedAt, setCopiedAt] = useState<number>()
  const { t } = useI18n()
  useEffect(() => {
    if (copiedAt === undefined) return
    const timer = setTimeout(() => setCopiedAt(undefined), COPIED_HINT_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])
  // A new URI is not the one that was copied.
  useEffect(() => setCopiedAt(undefined), [uri])

  if (typeof navigator === 'undefined' || !navigator.clipboard) return null
  const copy = () =>
    navigator.clipboard.writeText(uri).then(
      () => setCopiedAt(Date.now()),
      () => undefined, // permission refused: nothing was copied, so nothing is claimed
    )
  return (
    <button type="button" className="rpgf-pill" onClick={() => void copy()}>
      {copiedAt === undefined ? t('connect.copyUri') : t('connect.copied')}
    </button>
  )
}
