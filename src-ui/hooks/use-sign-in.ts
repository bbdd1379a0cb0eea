import { useCallback } from 'react'
import {
  getDialogStatus,
  NotConnectedError,
  SignInNotConfiguredError,
  type AuthenticationStatus,
  type DialogStatus,
  type ReadableStore,
  type SignInState,
} from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { useConnectionSelector } from './use-connection.js'
import { useStore } from './use-store.js'

/** Stands in for the service when sign-in is not configured, so the hooks run the same either way. */
const SIGN_IN_OFF: ReadableStore<SignInState | undefined> = { getState: () => undefined, subscribe: () => () => {} }

/** The sign-in state; `undefined` when sign-in is off (not configured). */
export function useSignInState(): SignInState | undefined {
  return useStore<SignInState | undefined>(useServices().signIn ?? SIGN_IN_OFF)
}

/**
 * The dialogs' status: `unauthenticated` while a connected wallet has yet to sign in. Of the shown
 * connection, as the button draws it: a pick's account that waits for its balance renders nothing yet.
 */
export function useDialogStatus(): DialogStatus {
  const authentication = useSignInState()?.authentication
  return useConnectionSelector((connection) => getDialogStatus(connection, authentication))
}

/** What `useSignIn` gives: the account's sign-in status and the two actions. */
export interface SignIn {
  /**
   * `loading` while the session is read (or a connection is restored), `authenticated` once the
   * connected account has signed in, else `unauthenticated`; `unauthenticated` when sign-in is off.
   */
  status: AuthenticationStatus
  /** Whether the app turned sign-in on (`signIn` in the options). */
  enabled: boolean
  /** Signs the connected account in: fetches a nonce when none is ready, then asks the wallet to sign. */
  signIn: () => Promise<void>
  /** Ends the session here and on the server. */
  signOut: () => Promise<void>
}

/** Sign-In with Ethereum for an app's own controls: "am I signed in", sign in, sign out. */
export function useSignIn(): SignIn {
  const services = useServices()
  const state = useSignInState()
  const status = useDialogStatus()
  const signIn = useCallback(async () => {
    const service = services.signIn
    if (!service) throw new SignInNotConfiguredError()
    const connection = services.connection.getState()
    if (connection.status !== 'connected') throw new NotConnectedError()
    if (service.getState().nonce.status !== 'ready') await service.prepare()
    await service.signIn({ address: connection.address, chainId: connection.chainId })
  }, [services])
  const signOut = useCallback(async () => services.signIn?.signOut(), [services])
  return {
    status: state === undefined ? 'unauthenticated' : status === 'connected' ? 'authenticated' : status === 'loading' ? 'loading' : 'unauthenticated',
    enabled: state !== undefined,
    signIn,
    signOut,
  }
}
