import { shortenAddress, type ChainInfo, type ConnectionState, type SignInState, type WalletInfo } from '../../src-domain/index.js'
import { chainText, failureText } from '../i18n/connection-texts.js'
import { translateDomainText, type Translate } from '../i18n/translate.js'

export interface AnnouncementInput {
  connection: ConnectionState
  /** The connection status before this one: a drop from connected is announced as `Disconnected`. */
  previousStatus?: ConnectionState['status']
  /** Absent when sign-in is not configured. */
  signIn?: SignInState | undefined
  chains: readonly ChainInfo[]
  wallets: readonly WalletInfo[]
  t: Translate
}

/**
 * What the polite live region says for a state: connecting, connected (account and network),
 * a failed network switch, wrong network, and sign-in results. Empty when there is nothing worth saying.
 */
export function announcement({ connection, previousStatus, signIn, chains, wallets, t }: AnnouncementInput): string {
  switch (connection.status) {
    case 'reconnecting':
      return ''
    case 'connecting': {
      const name = wallets.find((wallet) => wallet.id === connection.walletId)?.name
      return name === undefined ? t('live.connectingAny') : t('live.connecting', { wallet: name })
    }
    case 'disconnected':
      if (connection.failure) {
        const { failure } = connection
        const name = wallets.find((wallet) => wallet.id === failure.walletId)?.name ?? failure.walletId
        const reason = failureText(failure, name, t)
        return reason === undefined ? t('live.rejected') : t('live.failed', { reason })
      }
      return previousStatus === 'connected' ? t('live.disconnected') : ''
    case 'connected': {
      // The network dialog closes when a switch fails: its message is heard here.
      if (connection.switchError) return translateDomainText(t, connection.switchError)
      if (connection.unsupported) return t('network.wrongNetwork')
      if (signIn?.error) return t('live.signInFailed', { reason: translateDomainText(t, signIn.error) })
      const account = shortenAddress(connection.address)
      if (signIn?.authentication === 'authenticated') return t('live.signedIn', { account })
      return t('live.connected', { account, chain: chainText(chains, connection.chainId, t) })
    }
  }
}
