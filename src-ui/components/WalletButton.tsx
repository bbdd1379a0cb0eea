import { useState, type ReactNode } from 'react'
import { InvalidConfigError, WALLET_CATALOG, walletChoiceProblems, type ConnectionFailure, type WalletInfo } from '../../src-domain/index.js'
import { useConnection } from '../hooks/use-connection.js'
import { useMounted } from '../hooks/use-mounted.js'
import { useDialogStatus } from '../hooks/use-sign-in.js'
import { useWalletList } from '../hooks/use-wallet-list.js'
import { failureText } from '../i18n/connection-texts.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { useServices } from '../services.js'
import { connectMode } from './connect/connect-mode.js'
import { readPhoneMode } from './connect/phone-mode.js'
import { WalletIcon } from './connect/WalletIcon.js'
import { useModals } from './ModalProvider.js'

/** What `WalletButton.Custom` gives its render function, as RainbowKit's. */
export interface WalletButtonState {
  /** The wallet can be asked now: mounted, the wallet known, nothing connected or connecting, sign-in not checking. */
  ready: boolean
  /** False while rendering on a server or hydrating. */
  mounted: boolean
  /** This wallet is the connected one. */
  connected: boolean
  /** This wallet is being connected. */
  loading: boolean
  /** The last connect this button started failed (rejected, or the wallet's error). */
  error: boolean
  /** The wallet (`id`, `name`, `icon`, `installed`...), once the app's wallet list has it. */
  connector: WalletInfo | undefined
  /** The same wallet, by the kit's name for it. */
  wallet: WalletInfo | undefined
  /**
   * Asks the wallet at once when it can answer here (an installed extension, an SDK wallet); else
   * (a QR code, not installed, a phone) opens the connect dialog at the wallet's step.
   */
  connect: () => Promise<void>
}

export interface WalletButtonProps {
  /** A wallet id of the app's list (`metaMask`, `coinbaseWallet`, an EIP-6963 rdns...); any case, as RainbowKit matches it. */
  wallet: string
}

export interface WalletButtonCustomProps extends WalletButtonProps {
  children: (state: WalletButtonState) => ReactNode
}

const CATALOG_IDS = [...Object.keys(WALLET_CATALOG), 'mock'].map((id) => id.toLowerCase())

/** An id no catalogue or rdns could match is a mistake in the app's code, named with the closest id. */
function checkWalletId(id: unknown): string {
  if (typeof id !== 'string') throw new InvalidConfigError(`WalletButton's wallet must be a wallet id such as "metaMask", got ${JSON.stringify(id)}.`)
  if (CATALOG_IDS.includes(id.toLowerCase())) return id
  const [problem] = walletChoiceProblems([{ groupName: 'WalletButton', wallets: [id] }])
  if (problem) throw new InvalidConfigError(problem.replace(/^wallets\[0\]\.wallets\[0\]/, "WalletButton's wallet"))
  return id
}

/** The state and action of a button for one wallet: what `WalletButton` draws and `WalletButton.Custom` hands over. */
export function useWalletButton(id: string): WalletButtonState {
  const walletId = checkWalletId(id)
  const { connection } = useServices()
  const { openWalletModal } = useModals()
  const state = useConnection()
  const dialogStatus = useDialogStatus()
  const mounted = useMounted()
  const wallet = useWalletList().find((entry) => entry.id.toLowerCase() === walletId.toLowerCase())
  const [failed, setFailed] = useState(false)
  const connected = state.status === 'connected' && state.walletId === wallet?.id
  const loading = state.status === 'connecting' && state.walletId === wallet?.id
  const ready = mounted && wallet !== undefined && state.status === 'disconnected' && dialogStatus !== 'loading'

  const connect = async () => {
    if (!wallet || !ready) return
    setFailed(false)
    const mode = connectMode(wallet)
    // What the dialog shows better than a button can: a QR code, the way to get the wallet, a phone's wallet apps.
    if (mode !== 'extension' || readPhoneMode()) return openWalletModal(wallet.id)
    await connection.connect(wallet.id)
    const after = connection.getState()
    if (after.status === 'disconnected' && after.failure?.walletId === wallet.id) setFailed(true)
  }
  return { ready, mounted, connected, loading, error: failed && !connected && !loading, connector: wallet, wallet, connect }
}

function WalletButtonCustom({ wallet, children }: WalletButtonCustomProps) {
  return <>{children(useWalletButton(wallet))}</>
}

/** The failure to show under the button: the wallet's words, or that the request was rejected. */
function failureOf(state: ReturnType<typeof useConnection>): ConnectionFailure | undefined {
  return state.status === 'disconnected' ? state.failure : undefined
}

/**
 * A button for one wallet, as RainbowKit's `<WalletButton wallet="metaMask" />`: its icon and name;
 * a click asks it to connect (or opens the connect dialog at its step when it cannot answer here).
 * While it connects it says so; connected, it carries a dot and `Connected`; a failure is shown under it.
 */
export function WalletButton({ wallet: id }: WalletButtonProps) {
  const button = useWalletButton(id)
  const { t } = useI18n()
  const failure = failureOf(useConnection())
  const { wallet, mounted, ready, loading, connected, error } = button
  if (!mounted || !wallet) return null
  return (
    <span className="rpgf-wallet-button-box">
      <button
        type="button"
        className="rpgf-wallet-button"
        data-wallet-id={wallet.id}
        disabled={!ready}
        aria-busy={loading || undefined}
        onClick={() => void button.connect()}
      >
        {loading ? <span className="rpgf-spinner" aria-hidden="true" /> : <WalletIcon wallet={wallet} size={28} />}
        <span>{loading ? t('connect.opening', { wallet: wallet.name }) : wallet.name}</span>
        {connected && (
          <>
            <span className="rpgf-dot rpgf-wallet-button-dot" aria-hidden="true" />
            {/* Keeps the accessible name `<wallet> Connected` rather than the two run together. */}{' '}
            <span className="rpgf-visually-hidden">{t('network.connected')}</span>
          </>
        )}
      </button>
      {error && (
        <span role="alert" className="rpgf-error">
          {(failure && failureText(failure, wallet.name, t)) ?? t('live.rejected')}
        </span>
      )}
    </span>
  )
}

WalletButton.Custom = WalletButtonCustom
