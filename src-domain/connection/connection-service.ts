import type { ChainInfo } from '../chains/types.js'
import { isUnsupportedChain } from '../chains/definitions.js'
import { PAIRING_URI_TIMEOUT_MS, STORAGE_KEY_LAST_WALLET } from '../constants.js'
import { BaseError } from '../errors/base.js'
import { ChainNotConfiguredError, NotConnectedError, RelayUnreachableError, SwitchChainNotSupportedError } from '../errors/connection.js'
import type { StoragePort } from '../ports/storage-port.js'
import type { ConnectResult, WalletEvent, WalletPort } from '../ports/wallet-port.js'
import { Service } from '../service.js'
import type { ChainId } from '../types.js'
import { isAddress } from '../types.js'
import { forgetDeepLinkChoice } from '../storage/deep-link-choice.js'
import { readLastWallet } from '../storage/last-wallet.js'
import { addRecentWallet } from '../wallets/recent.js'
import { classifyConnectionError, isIgnorableDisconnectError } from './classify.js'
import { connectionRecordOf, encodeConnectionRecord, STORAGE_KEY_CONNECTION } from './record.js'
import { DISCONNECTED, type ConnectionFailure, type ConnectionState } from './state.js'

export interface ConnectionServiceDeps {
  wallet: WalletPort
  storage: StoragePort
  chains: readonly ChainInfo[]
  /** How long a WalletConnect connect may go without a pairing URI; PAIRING_URI_TIMEOUT_MS unless a test says otherwise. */
  pairingUriTimeoutMs?: number
  /**
   * The state to start from: what a server rendered (from the connection's cookie) and the page
   * hydrates with. A connected one is kept while `reconnect` asks the wallet, then follows its answer.
   */
  initialState?: ConnectionState
}

const FALLBACK_MESSAGE = 'Oops, something went wrong!'

/**
 * The connection lifecycle: connecting, connected (flagged unsupported off the configured chains),
 * disconnected. Wallet events drive it: accounts changed to none means disconnected; chain changed
 * yields the new chain id and whether it is unsupported. Wallet events are followed while the
 * service runs (see {@link Service}).
 */
export class ConnectionService extends Service<ConnectionState> {
  readonly #deps: ConnectionServiceDeps
  #attempt = 0
  /** What this service last left under STORAGE_KEY_LAST_WALLET (null: removed); unknown before its first change. */
  #remembered: string | null | undefined
  /** What this service last left under STORAGE_KEY_CONNECTION (null: removed); unknown before its first change. */
  #recorded: string | null | undefined

  constructor(deps: ConnectionServiceDeps) {
    super(deps.initialState ?? DISCONNECTED)
    this.#deps = deps
    this.store.subscribe(this.#remember)
  }

  protected onStart(): () => void {
    return this.#deps.wallet.subscribe(this.#onWalletEvent)
  }

  /** Connects a wallet; a `chainId` the app does not configure fails before the wallet is asked. */
  async connect(walletId: string, options: { chainId?: ChainId } = {}): Promise<void> {
    const attempt = ++this.#attempt
    this.store.setState({ status: 'connecting', walletId })
    const stopWatching = this.#watchPairing(walletId, attempt)
    try {
      if (options.chainId !== undefined) this.#requireConfigured(options.chainId)
      const result = await this.#deps.wallet.connect(walletId, options)
      if (attempt !== this.#attempt) return
      if (!this.#applyConnected(result)) {
        this.store.setState({ status: 'disconnected', failure: { kind: 'userRejected', walletId } })
        return
      }
      addRecentWallet(this.#deps.storage, walletId)
    } catch (error) {
      if (attempt !== this.#attempt) return
      this.store.setState({ status: 'disconnected', failure: this.#failure(walletId, error) })
    } finally {
      stopWatching()
    }
  }

  /**
   * A WalletConnect wallet's connect that has no pairing URI within the time limit fails as
   * `relayUnreachable`, and its late answer is ignored: a relay that never answers would otherwise
   * leave the visitor before a spinner for the relay's own five minutes.
   */
  #watchPairing(walletId: string, attempt: number): () => void {
    const kind = this.#deps.wallet.listWallets().find((wallet) => wallet.id === walletId)?.kind
    if (kind !== 'walletConnect') return () => {}
    const timer = setTimeout(() => {
      const state = this.getState()
      if (attempt !== this.#attempt || state.status !== 'connecting' || state.displayUri !== undefined) return
      this.#attempt++
      this.store.setState({ status: 'disconnected', failure: this.#failure(walletId, new RelayUnreachableError()) })
    }, this.#deps.pairingUriTimeoutMs ?? PAIRING_URI_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }

  /** Auto-connect on load: restores the remembered wallet's connection silently, or stays disconnected. */
  async reconnect(): Promise<void> {
    const attempt = ++this.#attempt
    const shown = this.getState()
    // A connection the page started from (a server's render) names its wallet, and stays on screen
    // while the wallet is asked: no placeholder, no `Connect Wallet` in between.
    const walletId = shown.status === 'connected' ? shown.walletId : readLastWallet(this.#deps.storage)
    // Nothing remembered: nothing to ask, and no reconnecting state to show on the way.
    if (walletId === null) return this.store.setState(DISCONNECTED)
    if (shown.status !== 'connected') this.store.setState({ status: 'reconnecting' })
    try {
      const result = await this.#deps.wallet.reconnect(walletId)
      if (attempt !== this.#attempt) return
      if (!result || !this.#applyConnected(result)) this.store.setState(DISCONNECTED)
    } catch {
      if (attempt === this.#attempt) this.store.setState(DISCONNECTED)
    }
  }

  /** Abandons a connect in progress (the user closed the dialog); a late answer is ignored. */
  cancel(): void {
    const state = this.getState()
    if (state.status !== 'connecting') return
    this.#attempt++
    this.store.setState(DISCONNECTED)
  }

  /** Clears a connect failure (before a retry or when the dialog closes). */
  clearFailure(): void {
    const state = this.getState()
    if (state.status === 'disconnected' && state.failure) this.store.setState(DISCONNECTED)
  }

  /**
   * Ends the app's connection, always (as wagmi's connectors do): the user asked to leave, so a
   * wallet that fails to forget the app changes nothing here. Never rejects, so no caller (a
   * button, a dialog's Cancel) can leave a rejection unhandled; what the wallet said is returned.
   */
  async disconnect(): Promise<{ walletError?: unknown }> {
    this.#attempt++
    this.store.setState(DISCONNECTED)
    forgetDeepLinkChoice(this.#deps.storage)
    try {
      await this.#deps.wallet.disconnect()
      return {}
    } catch (error) {
      return isIgnorableDisconnectError(error) ? {} : { walletError: error }
    }
  }

  /**
   * Asks the wallet to switch. A chain the app does not configure is refused here, before any
   * backend or wallet is asked (ChainNotConfiguredError); a wallet's refusal becomes `switchError`.
   */
  async switchChain(chainId: ChainId): Promise<void> {
    const state = this.getState()
    if (state.status !== 'connected') throw new NotConnectedError()
    this.#requireConfigured(chainId)
    this.store.setState({ ...state, pendingChainId: chainId, switchError: undefined })
    try {
      await this.#deps.wallet.switchChain(chainId)
      this.#patchConnected({ pendingChainId: undefined })
      // Some wallets switch without a chainChanged event; the answer itself is proof enough.
      this.#onWalletEvent({ type: 'chainChanged', chainId })
    } catch (error) {
      const switchError =
        error instanceof SwitchChainNotSupportedError
          ? error.shortMessage
          : classifyConnectionError(error) === 'userRejected'
            ? undefined
            : 'Switching the network failed. Please try again.'
      this.#patchConnected({ pendingChainId: undefined, switchError })
    }
  }

  /**
   * The one place the last-wallet key and the connection record are kept, in step with the state
   * whichever backend runs: set once connected (the record again on another account or chain),
   * removed once disconnected; connecting and reconnecting leave them as they are.
   */
  #remember = (): void => {
    const state = this.getState()
    const walletId = state.status === 'connected' ? state.walletId : state.status === 'disconnected' ? null : undefined
    if (walletId === undefined) return
    const record = connectionRecordOf(state)
    const recorded = record ? encodeConnectionRecord(record) : null
    if (recorded !== this.#recorded) {
      this.#recorded = recorded
      if (recorded === null) this.#deps.storage.remove(STORAGE_KEY_CONNECTION)
      else this.#deps.storage.write(STORAGE_KEY_CONNECTION, recorded)
    }
    if (walletId === this.#remembered) return
    this.#remembered = walletId
    if (walletId === null) this.#deps.storage.remove(STORAGE_KEY_LAST_WALLET)
    else this.#deps.storage.write(STORAGE_KEY_LAST_WALLET, walletId)
  }

  #requireConfigured(chainId: ChainId): void {
    if (!this.#deps.chains.some((chain) => chain.id === chainId)) throw new ChainNotConfiguredError(chainId)
  }

  #applyConnected(result: ConnectResult): boolean {
    const accounts = result.accounts.filter(isAddress)
    const address = accounts[0]
    if (!address) return false
    this.store.setState({
      status: 'connected',
      walletId: result.walletId,
      address,
      accounts,
      chainId: result.chainId,
      unsupported: isUnsupportedChain(this.#deps.chains, result.chainId),
    })
    return true
  }

  #patchConnected(patch: Partial<Extract<ConnectionState, { status: 'connected' }>>): void {
    const state = this.getState()
    if (state.status === 'connected') this.store.setState({ ...state, ...patch })
  }

  #failure(walletId: string, error: unknown): ConnectionFailure {
    const kind = classifyConnectionError(error)
    if (kind === 'userRejected') return { kind, walletId }
    const message = error instanceof BaseError ? error.shortMessage : FALLBACK_MESSAGE
    return { kind, walletId, message }
  }

  #onWalletEvent = (event: WalletEvent): void => {
    const state = this.getState()
    switch (event.type) {
      case 'accountsChanged': {
        if (state.status !== 'connected') return
        const accounts = event.accounts.filter(isAddress)
        const address = accounts[0]
        if (!address) {
          this.#attempt++
          this.store.setState(DISCONNECTED)
          return
        }
        this.store.setState({ ...state, address, accounts })
        return
      }
      case 'chainChanged': {
        if (state.status !== 'connected' || state.chainId === event.chainId) return
        this.store.setState({
          ...state,
          chainId: event.chainId,
          unsupported: isUnsupportedChain(this.#deps.chains, event.chainId),
          switchError: undefined,
        })
        return
      }
      case 'displayUri':
        // A URI outside a connect belongs to no attempt the user is waiting on.
        if (state.status === 'connecting' && state.displayUri !== event.uri) this.store.setState({ ...state, displayUri: event.uri })
        return
      case 'disconnected':
        if (state.status === 'connected') {
          this.#attempt++
          this.store.setState(DISCONNECTED)
          forgetDeepLinkChoice(this.#deps.storage)
        }
        return
      default:
        return
    }
  }
}
