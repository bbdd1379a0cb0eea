import { useModals } from '../components/ModalProvider.js'

/** Opens the connect dialog from the app's own control (`openConnectModal`), and says whether it is open. */
export function useConnectModal(): { openConnectModal: () => void; connectModalOpen: boolean } {
  const modals = useModals()
  return { openConnectModal: modals.openConnectModal, connectModalOpen: modals.openModal === 'connect' }
}

/** Opens the account dialog (while connected on a chain the app configures). */
export function useAccountModal(): { openAccountModal: () => void; accountModalOpen: boolean } {
  const modals = useModals()
  return { openAccountModal: modals.openAccountModal, accountModalOpen: modals.openModal === 'account' }
}

/** Opens the network dialog (while connected). */
export function useChainModal(): { openChainModal: () => void; chainModalOpen: boolean } {
  const modals = useModals()
  return { openChainModal: modals.openChainModal, chainModalOpen: modals.openModal === 'chain' }
}
