import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider.js'
import { useConnectButton, type ConnectButtonState } from '../hooks/use-connect-button.js'
import { useEarlyAccount } from '../hooks/use-boot-answer.js'
import { useDialogStatus } from '../hooks/use-sign-in.js'
import { useServices } from '../services.js'
import { dropBootAnswer, takeShellHandoff, type ShellTarget } from '../shell-handoff.js'
import { AccountAvatar } from './AccountAvatar.js'
import { AccountButtons, type AccountStatus, type BalanceScreens, type ChainStatus, type Responsive } from './AccountButtons.js'
import { checkButtonOptions } from './button-options.js'
import { PendingPlaceholder } from './PendingPlaceholder.js'

export interface ConnectButtonProps {
  /** The text of the button while disconnected; `Connect Wallet` in the visitor's language by default. */
  label?: string
  /** The account button: avatar and address (`full`, default), one of them, or `none` (no account button); or `{ smallScreen, largeScreen }`. */
  accountStatus?: Responsive<AccountStatus>
  /** The chain button: icon and name (`full`, default), one of them, or `none` (shown only on a wrong network); or `{ smallScreen, largeScreen }`. */
  chainStatus?: Responsive<ChainStatus>
  /** The balance on the account button: on both screen sizes (`true`), none, or per size; by default on screens 768 px and wider only. */
  showBalance?: boolean | BalanceScreens
}

const WIDE_ONLY: BalanceScreens = { smallScreen: false, largeScreen: true }

/** The sign-in dialog is open while a connected wallet is unverified (closing it disconnects): a click brings the visitor to it. */
function focusSignIn() {
  document.querySelector<HTMLElement>('[role="dialog"] .rpgf-sign-in .rpgf-button')?.focus()
}

/** The render-prop variant: the app draws the button, with the same state and actions as the stock one. */
function ConnectButtonCustom({ children }: { children: (state: ConnectButtonState) => ReactNode }) {
  return <>{children(useConnectButton())}</>
}

/**
 * `Connect Wallet` when disconnected; connected, a chain button (`<chain>, Chain Selector`) and an
 * account button. On a chain the app does not support the chain button reads `Wrong network`
 * and the account button is hidden.
 */
export function ConnectButton({ label, accountStatus = 'full', chainStatus = 'full', showBalance = WIDE_ONLY }: ConnectButtonProps) {
  useMemo(() => checkButtonOptions({ accountStatus, chainStatus, showBalance }), [accountStatus, chainStatus, showBalance])
  const { status, account, chain, openConnectModal, openAccountModal, openChainModal, connectModalOpen } = useConnectButton()
  const { chains, signIn } = useServices()
  const dialogStatus = useDialogStatus()
  const { t } = useI18n()
  const chainButton = useRef<HTMLButtonElement>(null)
  const accountButton = useRef<HTMLButtonElement>(null)
  const connectWasOpen = useRef(false)
  const connectButton = useRef<HTMLButtonElement>(null)
  const reconnecting = status === 'reconnecting'
  const hasAccount = account !== undefined
  const unsupported = chain?.unsupported === true
  // A stand-in button clicked before the app could act on it: its dialog opens once the wallet's state is known.
  const pendingClick = useRef<ShellTarget | undefined>(undefined)
  const early = useEarlyAccount(chains, reconnecting)

  // The page's HTML shell (or the start screen) had working buttons before this mounted: the
  // keyboard focus one had moves to this one, and a click on one opens its dialog (now, or once a
  // reconnect under way has answered). A layout effect, so the focus is back before the browser
  // handles another key (a passive one runs after a paint).
  useLayoutEffect(() => {
    const handoff = takeShellHandoff()
    // Focused first, so the dialog a recorded click opens gives the focus back to this button.
    const focusTarget = { connect: connectButton, account: accountButton, chain: chainButton }[handoff.focused ?? 'connect']
    if (handoff.focused) focusTarget.current?.focus()
    // Kept until used: a second run of this effect (React's strict mode) finds the handoff taken.
    if (handoff.clicked) pendingClick.current = handoff.clicked
  }, [])
  // A recorded click opens its dialog now, or once a reconnect under way has answered. A layout
  // effect too, so the dialog comes with the commit that allows it, not a paint later.
  useLayoutEffect(() => {
    const target = pendingClick.current
    if (!target || reconnecting) return
    pendingClick.current = undefined
    if (target === 'connect' && !hasAccount) openConnectModal()
    if (target === 'account' && hasAccount && !unsupported) openAccountModal()
    if (target === 'chain' && hasAccount) openChainModal()
  }, [reconnecting, hasAccount, unsupported, openConnectModal, openAccountModal, openChainModal])
  const restoring = useRef(false)
  useEffect(() => {
    if (reconnecting) {
      restoring.current = true
      return
    }
    // The app's own reconnect has answered: the early answer has served.
    if (restoring.current) dropBootAnswer()
    restoring.current = false
  }, [reconnecting])

  // The connect dialog closes because the wallet connected: the button that opened it is gone, so
  // focus would fall to the page. It goes to the account (or, on a wrong network, chain) button, in
  // the next task: the account is drawn without waiting for the layout a focus move forces.
  useEffect(() => {
    const closed = connectWasOpen.current && !connectModalOpen
    connectWasOpen.current = connectModalOpen
    if (!closed || !hasAccount) return
    const timer = setTimeout(() => {
      const active = document.activeElement
      if (active === null || active === document.body || !active.isConnected) (accountButton.current ?? chainButton.current)?.focus()
    })
    return () => clearTimeout(timer)
    // Whether there is an account, not the account object: a render that only brings the balance
    // must not clear the timer before it has moved the focus.
  }, [connectModalOpen, hasAccount])

  const labels = {
    chainLabel: (shown: string) => t('button.chainSelector', { chain: shown }),
    wrongNetworkLabel: t('button.wrongNetwork'),
    accountStatus,
    chainStatus,
  }

  // A remembered wallet is being reconnected: its own answer, when the page had it before the app
  // (the same buttons the reconnect then fills in), else a neutral placeholder until the answer;
  // never a `Connect Wallet` that the account would replace a moment later.
  if (reconnecting) {
    if (early) {
      return (
        <AccountButtons
          avatar={AccountAvatar}
          {...early}
          {...labels}
          onChainClick={() => (pendingClick.current = 'chain')}
          onAccountClick={() => (pendingClick.current = 'account')}
          chainRef={chainButton}
          accountRef={accountButton}
        />
      )
    }
    return <PendingPlaceholder />
  }

  // With sign-in on, a wallet is this app's account only once verified: until then the header says
  // `Connect Wallet` and leads to the sign-in dialog; while the session is being checked, a placeholder.
  if (signIn && account && dialogStatus === 'loading') return <PendingPlaceholder />
  if (signIn && account && dialogStatus === 'unauthenticated') {
    return (
      <button ref={connectButton} type="button" className="rpgf-button" aria-haspopup="dialog" onClick={focusSignIn}>
        {label ?? t('button.connect')}
      </button>
    )
  }

  if (!account || !chain) {
    return (
      <button ref={connectButton} type="button" className="rpgf-button" onClick={openConnectModal}>
        {label ?? t('button.connect')}
      </button>
    )
  }

  return (
    <AccountButtons
      avatar={AccountAvatar}
      address={account.address}
      displayName={account.displayName}
      avatarUrl={account.ensAvatar}
      ensName={account.ensName}
      balance={account.displayBalance}
      balanceOn={typeof showBalance === 'boolean' ? { smallScreen: showBalance, largeScreen: showBalance } : showBalance}
      chain={chain}
      {...labels}
      onChainClick={openChainModal}
      onAccountClick={openAccountModal}
      chainRef={chainButton}
      accountRef={accountButton}
    />
  )
}

ConnectButton.Custom = ConnectButtonCustom
