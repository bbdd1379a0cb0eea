import { getDialogStatus, type DialogStatus, type ReadableStore, type SignInState } from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { useStore, useStoreSelector } from './use-store.js'

/** Stands in for the service when sign-in is not configured, so the hooks run the same either way. */
const SIGN_IN_OFF: ReadableStore<SignInState | undefined> = { getState: () => undefined, subscribe: () => () => {} }

/** The sign-in state; `undefined` when sign-in is off (not configured). */
export function useSignIn(): SignInState | undefined {
  return useStore<SignInState | undefined>(useServices().signIn ?? SIGN_IN_OFF)
}

/** The dialogs' status: `unauthenticated` while a connected wallet has yet to sign in. */
export function useDialogStatus(): DialogStatus {
  const authentication = useSignIn()?.authentication
  return useStoreSelector(useServices().connection, (connection) => getDialogStatus(connection, authentication))
}
