import { useEffect, useRef } from 'react'
import type { ConnectedState } from '../../src-domain/index.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { chainText } from '../i18n/connection-texts.js'
import { translateDomainText } from '../i18n/translate.js'
import { useKnownChainName } from '../hooks/use-known-chain-name.js'
import { useServices } from '../services.js'
import { ChainIcon, WrongNetworkIcon } from './ChainIcon.js'
import { Dialog } from './Dialog.js'
import { DisconnectButton } from './DisconnectButton.js'

export interface NetworkDialogProps {
  account: ConnectedState
  open: boolean
  onClose: () => void
}

/**
 * `Switch Networks`: one row per configured chain, the current one `Connected`, the one asked
 * for `Confirm in Wallet`; a wallet chain the app does not know is listed by its public name (or
 * `Chain <id>`) with `(unsupported)`, and `Disconnect` is the red way out.
 * It closes once the wallet has answered a switch, whatever the answer; a failure's message is
 * announced by the live region and shown again when the dialog is reopened.
 */
export function NetworkDialog({ account, open, onClose }: NetworkDialogProps) {
  const { chains, connection } = useServices()
  const pending = account.pendingChainId
  const { t } = useI18n()
  const knownName = useKnownChainName(account.chainId, account.unsupported)
  // The dialog is mounted only while open: a switch that settles after it was closed (and maybe
  // reopened, a new instance) must not close what the visitor opened since.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const switchTo = (chainId: number) => {
    connection.switchChain(chainId).then(
      () => mounted.current && onClose(),
      () => mounted.current && onClose(),
    )
  }
  return (
    <Dialog open={open} title={t('network.title')} onClose={onClose} className="rpgf-network-dialog">
      {account.unsupported && <p className="rpgf-muted rpgf-network-message">{t('network.wrongNetwork')}</p>}
      <ul className="rpgf-network-list">
        {/* Where the wallet is, not a choice: drawn unlike the rows one can pick, and never as the chosen one. */}
        {account.unsupported && (
          <li>
            <div className="rpgf-network-row rpgf-network-unsupported">
              <WrongNetworkIcon size={28} />
              <span className="rpgf-network-name">{chainText(chains, account.chainId, t, knownName)}</span>
            </div>
          </li>
        )}
        {chains.map((chain) => {
          const current = !account.unsupported && chain.id === account.chainId
          const waiting = chain.id === pending
          return (
            <li key={chain.id}>
              <button
                type="button"
                className="rpgf-network-row"
                aria-current={current ? 'true' : undefined}
                // The current chain is already chosen; a second switch while one waits would only confuse the wallet.
                aria-disabled={current || pending !== undefined ? 'true' : undefined}
                onClick={() => {
                  if (current || pending !== undefined) return
                  switchTo(chain.id)
                }}
              >
                <ChainIcon chainId={chain.id} iconUrl={chain.iconUrl} iconBackground={chain.iconBackground} size={28} />
                <span className="rpgf-network-name">{chain.name}</span>
                {current && (
                  <span className="rpgf-network-state">
                    {t('network.connected')} <span className="rpgf-dot" aria-hidden="true" />
                  </span>
                )}
                {waiting && (
                  <span className="rpgf-network-state">
                    {t('network.confirm')} <span className="rpgf-dot rpgf-dot-waiting" aria-hidden="true" />
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      {account.switchError && (
        <p className="rpgf-error" role="alert">
          {translateDomainText(t, account.switchError)}
        </p>
      )}
      {account.unsupported && <DisconnectButton onClose={onClose} className="rpgf-network-disconnect" icon />}
    </Dialog>
  )
}
