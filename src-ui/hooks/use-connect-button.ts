import { displayName, findChain, shortenAddress, type Address, type ChainId, type ConnectionState } from '../../src-domain/index.js'
import { useModals } from '../components/ModalProvider.js'
import { useServices } from '../services.js'
import { useAccountName } from './use-account-name.js'
import { useConnectedBalance } from './use-balance.js'
import { useConnection, useSettledConnected } from './use-connection.js'
import { useMounted } from './use-mounted.js'

export interface ConnectButtonAccount {
  address: Address
  /** The account's name cut at 24 characters once looked up, else its address shortened. */
  displayName: string
  /** Its primary name (ENS), checked both ways, once looked up. */
  ensName?: string
  /** An https URL of its picture, once looked up. */
  ensAvatar?: string
  /** `<abbreviated> <symbol>`, once the balance has loaded. */
  displayBalance?: string
}

export interface ConnectButtonChain {
  id: ChainId
  /** The configured name; absent for a chain the app does not support. */
  name?: string
  iconUrl?: string
  iconBackground?: string
  unsupported: boolean
}

/** Everything the stock button knows and can do, for an app that draws its own. */
export interface ConnectButtonState {
  status: ConnectionState['status']
  account?: ConnectButtonAccount
  chain?: ConnectButtonChain
  /** False until the component is mounted in the browser. */
  mounted: boolean
  openConnectModal: () => void
  openAccountModal: () => void
  openChainModal: () => void
  /** Which dialog is open now, if any. */
  connectModalOpen: boolean
  accountModalOpen: boolean
  chainModalOpen: boolean
}

export function useConnectButton(): ConnectButtonState {
  // First, so a button outside the shell is told it needs <AppShell>.
  const modals = useModals()
  const { chains } = useServices()
  const state = useConnection()
  const mounted = useMounted()
  const connected = state.status === 'connected' ? state : undefined
  const balance = useConnectedBalance().data
  // Looked up for the settled account, as the balance is: the account is first drawn by its address,
  // whatever the naming system takes.
  const settled = useSettledConnected()
  const name = useAccountName(settled?.address)
  const chain = connected ? findChain(chains, connected.chainId) : undefined

  const result: ConnectButtonState = {
    status: state.status,
    mounted,
    openConnectModal: modals.openConnectModal,
    openAccountModal: modals.openAccountModal,
    openChainModal: modals.openChainModal,
    connectModalOpen: modals.openModal === 'connect',
    accountModalOpen: modals.openModal === 'account',
    chainModalOpen: modals.openModal === 'chain',
  }
  if (connected) {
    result.account = { address: connected.address, displayName: shortenAddress(connected.address) }
    if (name?.name && settled?.address === connected.address) {
      result.account.displayName = displayName(name.name)
      result.account.ensName = name.name
      if (name.avatarUrl) result.account.ensAvatar = name.avatarUrl
    }
    if (balance) result.account.displayBalance = `${balance.formatted} ${balance.symbol}`
    result.chain = { id: connected.chainId, unsupported: connected.unsupported }
    if (chain) {
      result.chain.name = chain.name
      if (chain.iconUrl) result.chain.iconUrl = chain.iconUrl
      if (chain.iconBackground) result.chain.iconBackground = chain.iconBackground
    }
  }
  return result
}
