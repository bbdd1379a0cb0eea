import { displayName, findChain, shortenAddress, type Address, type AuthenticationStatus, type ChainId, type ConnectionState } from '../../src-domain/index.js'
import { useModals } from '../components/ModalProvider.js'
import { useServices } from '../services.js'
import { useAccountName } from './use-account-name.js'
import { useConnectedBalance } from './use-balance.js'
import { useIdleAfter } from './use-idle.js'
import { useConnection, useSettledConnected } from './use-connection.js'
import { useMounted } from './use-mounted.js'
import { useSignIn } from './use-sign-in.js'
import { useStoreSelector } from './use-store.js'

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
  /** The balance exact, in whole units (`1.2345`), once loaded; `balanceDecimals` and `balanceSymbol` with it. */
  balanceFormatted?: string
  balanceDecimals?: number
  balanceSymbol?: string
  /** A recent transaction of the account is still pending. */
  hasPendingTransactions: boolean
}

export interface ConnectButtonChain {
  id: ChainId
  /** The configured name; absent for a chain the app does not support. */
  name?: string
  iconUrl?: string
  iconBackground?: string
  /** The chain has an icon of its own (`iconUrl`); without one the kit draws its logo or a badge. */
  hasIcon: boolean
  unsupported: boolean
}

/** Everything the stock button knows and can do, for an app that draws its own. */
export interface ConnectButtonState {
  status: ConnectionState['status']
  account?: ConnectButtonAccount
  chain?: ConnectButtonChain
  /** False until the component is mounted in the browser. */
  mounted: boolean
  /** Sign-In with Ethereum's status (as RainbowKit's); absent when sign-in is off. */
  authenticationStatus?: AuthenticationStatus
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
  const { chains, transactions } = useServices()
  const state = useConnection()
  const mounted = useMounted()
  const signIn = useSignIn()
  const connected = state.status === 'connected' ? state : undefined
  const { fetchStatus: balanceFetch, data: balance } = useConnectedBalance()
  // Looked up for the settled account, once its balance read is over and the page is idle: the
  // account is first drawn by its address and balance, and the naming system's code (fetched on the
  // first lookup) and its reads never share the connect's tasks or its network. A stored name shows at once.
  const settled = useSettledConnected()
  const lookUpName = useIdleAfter(settled !== undefined && balanceFetch === 'idle')
  const name = useAccountName(settled?.address, lookUpName)
  const chain = connected ? findChain(chains, connected.chainId) : undefined
  const hasPendingTransactions = useStoreSelector(transactions, (current) => current.transactions.some((tx) => tx.status === 'pending'))

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
  if (signIn.enabled) result.authenticationStatus = signIn.status
  if (connected) {
    result.account = { address: connected.address, displayName: shortenAddress(connected.address), hasPendingTransactions }
    if (name?.name && settled?.address === connected.address) {
      result.account.displayName = displayName(name.name)
      result.account.ensName = name.name
      if (name.avatarUrl) result.account.ensAvatar = name.avatarUrl
    }
    if (balance) {
      result.account.displayBalance = `${balance.display} ${balance.symbol}`
      result.account.balanceFormatted = balance.formatted
      result.account.balanceDecimals = balance.decimals
      result.account.balanceSymbol = balance.symbol
    }
    result.chain = { id: connected.chainId, hasIcon: chain?.iconUrl !== undefined, unsupported: connected.unsupported }
    if (chain) {
      result.chain.name = chain.name
      if (chain.iconUrl) result.chain.iconUrl = chain.iconUrl
      if (chain.iconBackground) result.chain.iconBackground = chain.iconBackground
    }
  }
  return result
}
