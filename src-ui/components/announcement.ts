import {
  CONNECTION_MESSAGES,
  chainLabel,
  shortenAddress,
  type ChainInfo,
  type ConnectionState,
  type SignInState,
  type WalletInfo,
} from '../../src-domain/index.js'

export interface AnnouncementInput {
  connection: ConnectionState
  /** The connection status before this one: a drop from connected is announced as `Disconnected`. */
  previousStatus?: ConnectionState['status']
  /** Absent when sign-in is not configured. */
  signIn?: SignInState | undefined
  chains: readonly ChainInfo[]
  wallets: readonly WalletInfo[]
}

/**
 * What the polite live region says for a state: connecting, connected (account and network),
 * wrong network, and sign-in results. Empty when there is nothing worth saying.
 */
export function announcement({ connection, previousStatus, signIn, chains, wallets }: AnnouncementInput): string {
  switch (connection.status) {
    case 'reconnecting':
      return ''
    case 'connecting': {
      const name = wallets.find((wallet) => wallet.id === connection.walletId)?.name ?? 'wallet'
      return `Connecting to ${name}...`
    }
    case 'disconnected':
      if (connection.failure) return connection.failure.message ? `Connection failed: ${connection.failure.message}` : 'Connection request rejected'
      return previousStatus === 'connected' ? 'Disconnected' : ''
    case 'connected': {
      if (connection.unsupported) return CONNECTION_MESSAGES.wrongNetwork
      if (signIn?.error) return `Sign-in failed: ${signIn.error}`
      const account = shortenAddress(connection.address)
      if (signIn?.authentication === 'authenticated') return `Signed in as ${account}`
      return `Connected ${account} on ${chainLabel(chains, connection.chainId)}`
    }
  }
}
