import type { AuthenticationStatus, ConnectionState } from '../connection/state.js'
import { classifyConnectionError } from '../connection/classify.js'
import { SIGN_IN_MESSAGES, SIGN_OUT_FAILED, type SignInErrorMessage } from '../errors/signin.js'
import type { AuthPort, AuthSession } from '../ports/auth-port.js'
import type { StoragePort } from '../ports/storage-port.js'
import type { WalletPort } from '../ports/wallet-port.js'
import { Service } from '../service.js'
import type { ReadableStore } from '../store.js'
import type { Address, ChainId, Hex } from '../types.js'

export type SignInStatus = 'idle' | 'signing' | 'verifying'

export interface SignInState {
  status: SignInStatus
  /** The single-use nonce for the next message; fetched when the dialog opens. */
  nonce: { status: 'idle' | 'loading' | 'ready' | 'error'; value?: string }
  error?: SignInErrorMessage
  /** The last sign-out did not reach the server, which may still hold the session until it expires. */
  signOutError?: typeof SIGN_OUT_FAILED
  session: AuthSession | null
  authentication: AuthenticationStatus
}

export interface SignInServiceDeps {
  auth: AuthPort
  wallet: Pick<WalletPort, 'signMessage'>
  /** Tells other tabs when this one signs in or out (and hears them): while the service runs. */
  storage?: StoragePort
  /** The wallet connection: a disconnect, or another account, ends the session. */
  connection?: ReadableStore<ConnectionState>
  /**
   * The session a server rendered the page with (read from its cookie); null for none. The page
   * hydrates with it, and the session read on start confirms or ends it. Absent: `loading` until then.
   */
  initialSession?: AuthSession | null
}

/** Written on every sign-in and sign-out; other tabs see the change and re-read the session from the server. */
export const SIGN_IN_SYNC_KEY = 'siwe-session-changed'

const INITIAL: SignInState = { status: 'idle', nonce: { status: 'idle' }, session: null, authentication: 'loading' }

/** Sign-In with Ethereum: idle → signing → verifying → idle; errors back to idle with the catalogue's messages. */
export class SignInService extends Service<SignInState> {
  readonly #deps: SignInServiceDeps
  #nonceRequest = 0
  #syncCounter = 0
  /** Bumped by every sign-in and sign-out, so a session read that started before one cannot undo it. */
  #sessionEpoch = 0

  constructor(deps: SignInServiceDeps) {
    super(
      deps.initialSession === undefined
        ? INITIAL
        : { ...INITIAL, session: deps.initialSession, authentication: deps.initialSession ? 'authenticated' : 'unauthenticated' },
    )
    this.#deps = deps
  }

  #patch(patch: Partial<SignInState>): void {
    this.store.setState((state) => ({ ...state, ...patch }))
  }

  /**
   * While the service runs: reads the server's session (it survives a reload), re-reads it when
   * another tab signs in or out, and signs out when the wallet disconnects or switches to another
   * account.
   */
  protected onStart(): () => void {
    const { storage, connection } = this.#deps
    const unsubscribeStorage = storage?.subscribe((change) => {
      if (change.key !== SIGN_IN_SYNC_KEY && change.key !== null) return
      void this.#followSession()
    })
    let previous = connection?.getState()
    const unsubscribeConnection = connection?.subscribe(() => {
      const current = connection.getState()
      const wasConnected = previous?.status === 'connected'
      previous = current
      if (wasConnected && current.status === 'disconnected') void this.#endSession()
      else this.#checkAccount(current)
    })
    void this.#followSession()
    return () => {
      unsubscribeStorage?.()
      unsubscribeConnection?.()
    }
  }

  async #followSession(): Promise<void> {
    await this.loadSession()
    const connection = this.#deps.connection
    if (connection && this.running) this.#checkAccount(connection.getState())
  }

  /** A session belongs to one address: a wallet now connected with another account ends it. */
  #checkAccount(connection: ConnectionState): void {
    const session = this.getState().session
    if (connection.status === 'connected' && session && connection.address.toLowerCase() !== session.address.toLowerCase()) {
      void this.#endSession()
    }
  }

  async #endSession(): Promise<void> {
    if (this.getState().session) await this.signOut()
  }

  /** Other tabs hear storage writes, not this one; the value only has to differ from the last. */
  #notifyOtherTabs(signedIn: boolean): void {
    const storage = this.#deps.storage
    if (!storage) return
    if (signedIn) storage.write(SIGN_IN_SYNC_KEY, `${Date.now()}-${++this.#syncCounter}`)
    else storage.remove(SIGN_IN_SYNC_KEY)
  }

  /** Reads the server's session (after a reload, or when another tab signed in or out). */
  async loadSession(): Promise<void> {
    const epoch = this.#sessionEpoch
    let session: AuthSession | null
    try {
      session = await this.#deps.auth.getSession()
    } catch {
      session = null
    }
    if (epoch === this.#sessionEpoch) this.#patch({ session, authentication: session ? 'authenticated' : 'unauthenticated' })
  }

  /** Whether the wallet that started a sign-in is still the one connected (no connection given: assumed). */
  #stillConnected(address: Address): boolean {
    const connection = this.#deps.connection?.getState()
    if (!connection) return true
    return connection.status === 'connected' && connection.address.toLowerCase() === address.toLowerCase()
  }

  /** Fetches a fresh nonce; the `Send message` button waits for it (`Preparing message...`). */
  async prepare(): Promise<void> {
    this.#patch({ error: undefined })
    await this.#fetchNonce()
  }

  /** Nonces are single use, so every attempt, good or bad, is followed by a fresh one. */
  async #fetchNonce(): Promise<void> {
    const request = ++this.#nonceRequest
    this.#patch({ nonce: { status: 'loading' } })
    try {
      const value = await this.#deps.auth.getNonce()
      if (request === this.#nonceRequest) this.#patch({ nonce: { status: 'ready', value } })
    } catch {
      if (request === this.#nonceRequest) this.#patch({ nonce: { status: 'error' }, error: SIGN_IN_MESSAGES.nonceFailed })
    }
  }

  async signIn(args: { address: Address; chainId: ChainId }): Promise<void> {
    const state = this.getState()
    if (state.status !== 'idle') return
    const nonce = state.nonce.value
    if (state.nonce.status !== 'ready' || !nonce) {
      await this.prepare()
      return
    }
    try {
      this.#patch({ status: 'signing', error: undefined, nonce: { status: 'idle' } })
      const message = this.#deps.auth.createMessage({ ...args, nonce })
      let signature: Hex
      try {
        signature = await this.#deps.wallet.signMessage({ account: args.address, message })
      } catch (error) {
        const rejected = classifyConnectionError(error) === 'userRejected'
        this.#patch({ status: 'idle', error: rejected ? undefined : SIGN_IN_MESSAGES.signingFailed })
        void this.#fetchNonce()
        return
      }
      // Cancelled (disconnected, or another account) while the wallet was asked: nothing to verify.
      if (!this.#stillConnected(args.address)) {
        this.#patch({ status: 'idle' })
        return
      }
      this.#patch({ status: 'verifying' })
      let verified = false
      try {
        verified = await this.#deps.auth.verify({ message, signature })
      } catch {
        verified = false
      }
      if (!verified) {
        this.#patch({ status: 'idle', error: SIGN_IN_MESSAGES.verificationFailed })
        void this.#fetchNonce()
        return
      }
      if (!this.#stillConnected(args.address)) {
        // The server opened a session for a wallet that has gone meanwhile: close it again.
        this.#patch({ status: 'idle' })
        await this.signOut()
        return
      }
      this.#sessionEpoch++
      this.#patch({ status: 'idle', session: { address: args.address, chainId: args.chainId }, authentication: 'authenticated' })
      this.#notifyOtherTabs(true)
    } catch {
      this.#patch({ status: 'idle', error: SIGN_IN_MESSAGES.unknown })
      void this.#fetchNonce()
    }
  }

  /**
   * Ends the session here at once, then on the server. When the server cannot be told, the
   * failure stays in `signOutError` until a sign-out succeeds: calling this again retries.
   */
  async signOut(): Promise<void> {
    this.#sessionEpoch++
    this.#patch({ session: null, authentication: 'unauthenticated', status: 'idle', error: undefined, signOutError: undefined })
    try {
      await this.#deps.auth.signOut()
    } catch {
      this.#patch({ signOutError: SIGN_OUT_FAILED })
    }
    this.#notifyOtherTabs(false)
  }
}
