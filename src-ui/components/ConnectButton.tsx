import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider.js'
import { useConnectButton, type ConnectButtonState } from '../hooks/use-connect-button.js'
import { takeShellHandoff } from '../shell-handoff.js'
import { Avatar } from './Avatar.js'
import { ChainIcon, WrongNetworkIcon } from './ChainIcon.js'

export interface ConnectButtonProps {
  /** The balance on the account button; it shows on wide screens only either way. */
  showBalance?: boolean
}

/** The render-prop variant: the app draws the button, with the same state and actions as the stock one. */
function ConnectButtonCustom({ children }: { children: (state: ConnectButtonState) => ReactNode }) {
  return <>{children(useConnectButton())}</>
}

/**
 * `Connect Wallet` when disconnected; connected, a chain button (`Chain Selector`) and an
 * account button. On a chain the app does not support the chain button reads `Wrong network`
 * and the account button is hidden.
 */
export function ConnectButton({ showBalance = true }: ConnectButtonProps) {
  const { status, account, chain, openConnectModal, openAccountModal, openChainModal, connectModalOpen } = useConnectButton()
  const { t } = useI18n()
  const chainButton = useRef<HTMLButtonElement>(null)
  const accountButton = useRef<HTMLButtonElement>(null)
  const connectWasOpen = useRef(false)
  const connectButton = useRef<HTMLButtonElement>(null)

  // The page's HTML shell (or the start screen) had a working `Connect Wallet` before this mounted:
  // the keyboard focus it had moves to this button, and a click on it opens the dialog now. A layout
  // effect, so the focus is back before the browser handles another key (a passive one runs after a paint).
  useLayoutEffect(() => {
    const handoff = takeShellHandoff()
    // Focused first, so the dialog a recorded click opens gives the focus back to this button.
    if (handoff.focused) connectButton.current?.focus()
    if (handoff.clicked) openConnectModal()
    // Once, on mount: the handoff is consumed by the first call.
  }, [])

  // The connect dialog closes because the wallet connected: the button that opened it is gone, so
  // focus would fall to the page. It goes to the account (or, on a wrong network, chain) button.
  useEffect(() => {
    const closed = connectWasOpen.current && !connectModalOpen
    connectWasOpen.current = connectModalOpen
    if (!closed || !account) return
    const active = document.activeElement
    if (active === null || active === document.body || !active.isConnected) (accountButton.current ?? chainButton.current)?.focus()
  }, [connectModalOpen, account])

  // A remembered wallet is being reconnected: a neutral placeholder until the answer, never a
  // `Connect Wallet` that the account would replace a moment later.
  if (status === 'reconnecting') {
    return (
      <span className="rpgf-connect-pending" role="status" aria-busy="true">
        <span className="rpgf-visually-hidden">{t('button.checkingWallet')}</span>
      </span>
    )
  }

  if (!account || !chain) {
    return (
      <button ref={connectButton} type="button" className="rpgf-button" onClick={openConnectModal}>
        {t('button.connect')}
      </button>
    )
  }

  return (
    <div className="rpgf-connected">
      <button
        ref={chainButton}
        type="button"
        className={chain.unsupported ? 'rpgf-button rpgf-chain-button rpgf-wrong-network' : 'rpgf-button rpgf-chain-button'}
        aria-label={t('button.chainSelector')}
        onClick={openChainModal}
      >
        {chain.unsupported ? <WrongNetworkIcon size={20} /> : <ChainIcon iconUrl={chain.iconUrl} iconBackground={chain.iconBackground} size={20} />}
        <span>{chain.unsupported ? t('button.wrongNetwork') : chain.name}</span>
      </button>
      {!chain.unsupported && (
        <button ref={accountButton} type="button" className="rpgf-button rpgf-account-button" onClick={openAccountModal}>
          <Avatar address={account.address} size={20} />
          <bdi dir="ltr">{account.displayName}</bdi>
          {showBalance && account.displayBalance && (
            <>
              {/* Keeps the accessible name `<address> <balance>` rather than the two run together. */}{' '}
              <bdi dir="ltr" className="rpgf-wide-only rpgf-button-balance">
                {account.displayBalance}
              </bdi>
            </>
          )}
        </button>
      )}
    </div>
  )
}

ConnectButton.Custom = ConnectButtonCustom
