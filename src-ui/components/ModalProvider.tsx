import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useConnected, useConnectSettled } from '../hooks/use-connection.js'
import { useServices } from '../services.js'
import { preloadChainLogos } from './logos/use-logo.js'
import { AccountDialog } from './AccountDialog.js'
import { ConnectDialog } from './ConnectDialog.js'
import { NetworkDialog } from './NetworkDialog.js'
import { SwitchNotice } from './SwitchNotice.js'

export type ModalName = 'connect' | 'account' | 'chain'

/** Runs `run` in the task after the next frame has been painted (a timer set from that frame's callback). */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run))
}

export interface ModalControls {
  /** The dialog open now, if any: one at a time. */
  openModal: ModalName | null
  openConnectModal: () => void
  /** The connect dialog at one wallet's step, as its list would open it (`WalletButton` for a wallet it cannot ask at once). */
  openWalletModal: (walletId: string) => void
  openAccountModal: () => void
  openChainModal: () => void
  closeModal: () => void
}

const ModalContext = createContext<ModalControls | null>(null)

export interface ModalProviderProps {
  children: ReactNode
  /** Show the 3 most recent transactions in the account dialog. */
  showRecentTransactions?: boolean
}

/**
 * Holds which dialog is open and renders the three of them, so the stock button and any custom
 * one (`ConnectButton.Custom`, `useConnectButton`) open the same dialogs.
 */
export function ModalProvider({ children, showRecentTransactions = true }: ModalProviderProps) {
  const { wallet, rpc, chains, names } = useServices()
  const [openModal, setOpenModal] = useState<ModalName | null>(null)
  const [walletId, setWalletId] = useState<string | undefined>(undefined)
  const connected = useConnected()
  // The one place the connect dialog closes on a connect (here or from another tab's wallet event):
  // the connect's own commit draws the account and nothing else, and the dialog goes in the next one.
  const connectDone = useConnectSettled()
  const closeModal = useCallback(() => setOpenModal(null), [])

  // Each dialog only makes sense in one connection state: a disconnect closes the account and network dialogs.
  const fits =
    openModal === 'connect'
      ? !connectDone
      : openModal === 'account'
        ? connected !== undefined && !connected.unsupported
        : openModal === 'chain'
          ? connected !== undefined
          : true
  // Set during render, not in an effect: the render that closes it commits with the dialog gone,
  // instead of a second commit of the whole tree in the same task.
  if (!fits) setOpenModal(null)

  const controls = useMemo<ModalControls>(() => {
    const openConnectModal = (at?: string) => {
      setWalletId(at)
      setOpenModal('connect')
      // Whatever opened the list (the stock button, a custom one, the HTML shell's): the connect's code
      // loads while the visitor reads it, from the task after the dialog's first frame, so none of it
      // (a module evaluated, a client built) runs before that frame is painted.
      afterPaint(() => {
        // A failure is the connect's to report, when it loads again.
        wallet.preload?.().catch(() => {})
        // The first chain is the app's default, the one most wallets answer with: its endpoint's
        // chain is checked now, so the balance read after the pick is one call. It never rejects.
        const home = chains[0]
        if (home) void rpc.prepare?.({ chainId: home.id })
        preloadChainLogos()
        // The naming system's code too (about 12 KiB gzip): the lookup after the balance then only reads,
        // and a reload right after the connect does not land on a module still being fetched and run.
        void names?.preload()
      })
    }
    return {
      openModal,
      openConnectModal: () => openConnectModal(),
      openWalletModal: (at: string) => openConnectModal(at),
      openAccountModal: () => setOpenModal('account'),
      openChainModal: () => setOpenModal('chain'),
      closeModal,
    }
  }, [openModal, closeModal, wallet, rpc, chains, names])

  return (
    <ModalContext.Provider value={controls}>
      {children}
      <ConnectDialog open={openModal === 'connect' && fits} onClose={closeModal} {...(walletId === undefined ? {} : { walletId })} />
      {/* Mounted while open only: a connect's commit (before the account is painted) renders neither
          closed dialog, nor does the account dialog's balance query watch for them. */}
      {connected && openModal === 'account' && fits && (
        <AccountDialog account={connected} open onClose={closeModal} showRecentTransactions={showRecentTransactions} />
      )}
      {connected && openModal === 'chain' && <NetworkDialog account={connected} open onClose={closeModal} />}
      {/* The network dialog shows a failed switch's reason itself while open. */}
      <SwitchNotice hidden={openModal === 'chain'} />
    </ModalContext.Provider>
  )
}

export function useModals(): ModalControls {
  const controls = useContext(ModalContext)
  if (!controls) throw new Error('The connect button and its dialogs must be used inside <AppShell> (or <ModalProvider>).')
  return controls
}
