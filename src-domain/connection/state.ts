import type { Address, ChainId } from '../types.js'
import type { ConnectionErrorKind } from './classify.js'

/** Why the last connect failed. `message` is absent for a user rejection: it is shown as RETRY only. */
export interface ConnectionFailure {
  kind: ConnectionErrorKind
  walletId: string
  message?: string
}

export type ConnectionState =
  | { status: 'disconnected'; failure?: ConnectionFailure }
  | { status: 'reconnecting' }
  /** `displayUri` is the WalletConnect pairing URI, once the wallet has one, for the QR code. */
  | { status: 'connecting'; walletId: string; displayUri?: string }
  | {
      status: 'connected'
      walletId: string
      address: Address
      accounts: readonly Address[]
      chainId: ChainId
      /** The wallet is on a chain the app is not configured with. */
      unsupported: boolean
      /** A switch the wallet has been asked for and not answered yet. */
      pendingChainId?: ChainId
      /** Why the last switch failed; absent after a user rejection. */
      switchError?: string
    }

export type ConnectedState = Extract<ConnectionState, { status: 'connected' }>

export const DISCONNECTED: ConnectionState = { status: 'disconnected' }

/** The connect dialog's overall status, as the app this replaces reported it. */
export type DialogStatus = 'disconnected' | 'connected' | 'loading' | 'unauthenticated'

/** Authentication as seen by the dialogs; `undefined` when sign-in is not configured. */
export type AuthenticationStatus = 'loading' | 'unauthenticated' | 'authenticated'

export function getDialogStatus(connection: ConnectionState, authentication?: AuthenticationStatus): DialogStatus {
  if (connection.status === 'reconnecting') return 'loading'
  if (connection.status !== 'connected') return 'disconnected'
  if (authentication === 'loading') return 'loading'
  if (authentication === 'unauthenticated') return 'unauthenticated'
  return 'connected'
}
