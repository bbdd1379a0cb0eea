import {
  ChainNotConfiguredError,
  InvalidWalletAnswerError,
  isHex,
  isIgnorableDisconnectError,
  NotConnectedError,
  type Address,
  type ChainId,
  type ChainInfo,
  type ConnectResult,
  type Hex,
  type TransactionRequest,
  type WalletEvent,
  type WalletInfo,
  type WalletPort,
} from '../../src-domain/index.js'
import { nextTask } from './next-task.js'

export type WalletAction = 'connect' | 'switchChain' | 'sign' | 'send'

/** What a connection tells the session; the driver has read each answer into these. */
export interface LinkEvents {
  accounts(accounts: readonly Address[]): void
  chain(chainId: ChainId): void
  /** A real disconnect (a driver drops transient ones, such as MetaMask's 1013). */
  disconnect(): void
}

/** One open connection, as its driver talks to it. Errors are thrown as the wallet or library threw them. */
export interface Link {
  listen(events: LinkEvents): () => void
  switchChain(chain: ChainInfo): Promise<void>
  signMessage(account: Address, message: string): Promise<unknown>
  sendTransaction(request: TransactionRequest & { from: Address }): Promise<unknown>
  /** The wallet moved to another chain. */
  setChain?(chainId: ChainId): void
  /** Ends the connection on the wallet's side too (a WalletConnect session, wagmi's connection). */
  close(): Promise<void>
  /** The session let go of the link (another took its place, or the port was destroyed). */
  release?(): void
}

/** An opened connection: checked accounts (none: the user declined, nothing is kept open) and chain. */
export type Opened = { accounts: readonly Address[]; chainId: ChainId; link: Link } | { accounts: readonly []; link?: undefined }

/**
 * How a backend opens, restores, closes and talks to one connection; the session does the rest.
 * The EIP-1193 provider is one driver (`wallet.ts`), wagmi's connectors another.
 */
export interface Driver {
  listWallets(): readonly WalletInfo[]
  /** Asks the wallet for access: the one call that may prompt. */
  open(walletId: string): Promise<Opened>
  /** The wallet's connection without prompting; null when it is gone or forgot the app. */
  restore(walletId: string): Promise<Opened | null>
  /** What a wallet or library threw, as the domain's error. */
  toError(error: unknown, action: WalletAction, context: { walletId?: string; chainId?: ChainId }): unknown
  preload?(): Promise<void>
  /** Starts what the driver follows for the port's subscribers (wallet announcements); returns the stop. */
  start?(): () => void
  /** Stops listening (to announcements, to an SDK). */
  destroy?(): void
}

/** What a driver tells the session apart from a connection's events. */
export interface DriverEvents {
  walletsChanged(): void
  /** A WalletConnect pairing URI to show. */
  displayUri(uri: string): void
}

export interface SessionWallet extends WalletPort {
  /** Stops listening to the driver and to the connected wallet. */
  destroy(): void
}

interface Session {
  walletId: string
  link: Link
  accounts: readonly Address[]
  chainId: ChainId
  unlisten: () => void
}

const sameAccounts = (a: readonly Address[], b: readonly Address[]) => a.length === b.length && a.every((account, index) => account === b[index])

/**
 * The WalletPort every wallet backend shares: one session, its events (each change once, an empty
 * account list ending it), connect-then-switch, a chain the app lacks refused before the wallet is
 * asked, signatures and hashes checked, `NotConnectedError` without a session, overlapping
 * reconnects sharing one restore, errors the domain's. The driver says how to reach the wallet.
 */
export function createSessionWallet(makeDriver: (events: DriverEvents) => Driver, options: { chains: readonly ChainInfo[] }): SessionWallet {
  const listeners = new Set<(event: WalletEvent) => void>()
  let session: Session | undefined
  let reconnecting: { walletId: string; result: Promise<ConnectResult | null> } | undefined
  let stopDriver: (() => void) | undefined

  const emit = (event: WalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const driver = makeDriver({
    walletsChanged: () => emit({ type: 'walletsChanged' }),
    displayUri: (uri) => emit({ type: 'displayUri', uri }),
  })

  const endSession = () => {
    if (!session) return
    session.unlisten()
    session.link.release?.()
    session = undefined
  }

  const setChain = (current: Session, next: ChainId) => {
    if (session !== current || next === current.chainId) return
    current.chainId = next
    current.link.setChain?.(next)
    emit({ type: 'chainChanged', chainId: next })
  }

  const startSession = (walletId: string, opened: Extract<Opened, { link: Link }>): Session => {
    endSession()
    const current: Session = { walletId, link: opened.link, accounts: opened.accounts, chainId: opened.chainId, unlisten: () => {} }
    session = current
    current.unlisten = opened.link.listen({
      accounts(next) {
        if (session !== current || sameAccounts(next, current.accounts)) return
        current.accounts = next
        if (next.length === 0) endSession()
        emit({ type: 'accountsChanged', accounts: next })
      },
      chain: (next) => setChain(current, next),
      disconnect() {
        if (session !== current) return
        endSession()
        emit({ type: 'disconnected' })
      },
    })
    return current
  }

  const requireSession = (): Session => {
    if (!session) throw new NotConnectedError()
    return session
  }

  const switchOn = async (link: Link, chainId: ChainId): Promise<void> => {
    const chain = options.chains.find((entry) => entry.id === chainId)
    if (!chain) throw new ChainNotConfiguredError(chainId)
    try {
      await link.switchChain(chain)
    } catch (error) {
      throw driver.toError(error, 'switchChain', { chainId })
    }
  }

  const restore = async (walletId: string): Promise<ConnectResult | null> => {
    const opened = await driver.restore(walletId)
    if (!opened?.link) return null
    const active = startSession(walletId, opened)
    // The app draws the restored account in a task of its own. A wallet that answers within the
    // page (no round trip) would otherwise put that render in the task that built the driver and
    // asked the wallet: on a slow phone, one long task just after a reload.
    await nextTask()
    if (session !== active) return null
    return { walletId, accounts: active.accounts, chainId: active.chainId }
  }

  /** A wallet's answer checked: a hex value of the length it must have. */
  const checked = async (action: 'sign' | 'send', ask: () => Promise<unknown>): Promise<Hex> => {
    let answer: unknown
    try {
      answer = await ask()
    } catch (error) {
      throw driver.toError(error, action, {})
    }
    if (action === 'sign' && (!isHex(answer) || answer.length < 4)) throw new InvalidWalletAnswerError('signature')
    if (action === 'send' && (!isHex(answer) || answer.length !== 66)) throw new InvalidWalletAnswerError('transaction hash')
    return answer as Hex
  }

  return {
    listWallets: () => driver.listWallets(),

    async connect(walletId, connectOptions = {}) {
      // The connection in place is let go first, whatever the answer: the app shows it ended, and
      // a driver may end it on the wallet's side (wagmi leaves another wallet before it connects).
      endSession()
      let opened: Opened
      try {
        opened = await driver.open(walletId)
      } catch (error) {
        throw driver.toError(error, 'connect', { walletId })
      }
      if (!opened.link) return { walletId, accounts: [], chainId: 0 }
      const active = startSession(walletId, opened)
      const { chainId } = connectOptions
      if (chainId !== undefined && chainId !== active.chainId) {
        // A failed switch leaves the wallet connected on its own chain; the UI offers the switch again.
        try {
          await switchOn(active.link, chainId)
          setChain(active, chainId)
        } catch {
          // keep the wallet's chain
        }
      }
      return { walletId, accounts: active.accounts, chainId: active.chainId }
    },

    reconnect(walletId) {
      // wagmi runs one reconnect at a time and answers a second with nothing, which would read as
      // "the wallet forgot the app": callers that overlap share the one in flight instead.
      if (reconnecting?.walletId === walletId) return reconnecting.result
      const result = restore(walletId).finally(() => {
        if (reconnecting?.result === result) reconnecting = undefined
      })
      reconnecting = { walletId, result }
      return result
    },

    async disconnect() {
      const ending = session
      endSession()
      try {
        await ending?.link.close()
      } catch (error) {
        if (!isIgnorableDisconnectError(error)) throw error
      } finally {
        emit({ type: 'disconnected' })
      }
    },

    async switchChain(chainId) {
      const active = requireSession()
      await switchOn(active.link, chainId)
      setChain(active, chainId)
    },

    async signMessage({ account, message }) {
      const active = requireSession()
      return checked('sign', () => active.link.signMessage(account, message))
    },

    async sendTransaction(request) {
      const active = requireSession()
      const from = request.from ?? active.accounts[0]
      if (!from) throw new NotConnectedError()
      return checked('send', () => active.link.sendTransaction({ ...request, from }))
    },

    // The driver follows announcements from the first subscriber on and stops after the last one:
    // the app's release (its services stop) stops the port's listening too.
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) stopDriver = driver.start?.()
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        stopDriver?.()
        stopDriver = undefined
      }
    },

    ...(driver.preload ? { preload: () => driver.preload!() } : {}),

    destroy() {
      endSession()
      stopDriver?.()
      driver.destroy?.()
      listeners.clear()
    },
  }
}
