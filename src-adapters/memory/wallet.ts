import {
  ChainSwitchFailedError,
  MOCK_CONNECT_DELAY_MS,
  NotConnectedError,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UnknownWalletError,
  UserRejectedRequestError,
  WalletNotInstalledError,
} from '../../src-domain/index.js'
import type { Address, ChainId, ConnectResult, Hex, TransactionRequest, WalletEvent, WalletInfo, WalletPort } from '../../src-domain/index.js'

/** Failure modes, as flags: each makes the matching call fail the way a real wallet does. */
export interface MemoryWalletFailures {
  connect?: 'userRejected' | 'resourceUnavailable' | 'notInstalled' | 'emptyAccounts'
  switchChain?: 'userRejected' | 'failed' | 'unsupported'
  signMessage?: 'userRejected' | 'failed'
  sendTransaction?: 'userRejected' | 'failed'
  /** The app's side still ends; the wallet answers with an error. */
  disconnect?: 'failed'
}

export interface MemoryWalletOptions {
  accounts?: readonly Address[]
  chainId?: ChainId
  /** Chains the wallet can switch to; others fail as a switch failure. Defaults to any. */
  chainIds?: readonly ChainId[]
  connectDelayMs?: number
  wallets?: readonly WalletInfo[]
  failures?: MemoryWalletFailures
  /** Starts connected to the site (to `wallets`' first, or the wallet of this id). */
  connected?: boolean | string
  /** Signs a message for an account; the default signs with the local chain's well-known test key. */
  sign?: (args: { account: Address; message: string }) => Promise<Hex>
  send?: (request: TransactionRequest) => Promise<Hex>
  /**
   * Runs a transaction on the chain before its hash is answered (the in-memory chain's
   * `control.execute`); what it throws (a contract call reverting) is the send failing.
   */
  execute?: (request: TransactionRequest & { from: Address }) => Promise<void>
}

export interface MemoryWallet extends WalletPort {
  /** Test controls: play wallet events, change failure flags. */
  readonly control: {
    /** Plays a wallet event as a real wallet sends it: `accountsChanged` (none: the session ends), `chainChanged`, `disconnected`. */
    emit(event: WalletEvent): void
    /** Replaces the failure flags: later calls fail as a real wallet's do; `{}` heals. */
    setFailures(failures: MemoryWalletFailures): void
    /** Whether the wallet holds a session with the site. */
    isConnected(): boolean
  }
}

/** Hardhat's and anvil's first funded account. Public knowledge: only for the local chain. */
export const TEST_ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TEST_PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** The chain the wallet is on until it is told to switch, after a reload too. */
const DEFAULT_CHAIN_ID: ChainId = 31337

export const MOCK_WALLET: WalletInfo = {
  id: 'mock',
  name: 'Mock Wallet',
  kind: 'mock',
  group: 'Installed',
  installed: true,
  iconBackground: '#7b3fe4',
}

async function signWithTestKey({ message }: { account: Address; message: string }): Promise<Hex> {
  // viem's one signing function, not a whole local account (which brings transaction and typed-data signing along).
  const { signMessage } = await import('viem/accounts')
  return signMessage({ message, privateKey: TEST_PRIVATE_KEY })
}

/**
 * What the in-memory wallet with its defaults (as the app's memory backend builds it) answers a
 * reconnect to `walletId`, without building it: the page can show it before the app's code is loaded.
 */
export async function peekMemoryWallet(walletId: string): Promise<ConnectResult | null> {
  return walletId === MOCK_WALLET.id ? { walletId, accounts: [TEST_ACCOUNT], chainId: DEFAULT_CHAIN_ID } : null
}

/** The in-memory wallet: connects after 100 ms; failure modes are flags, as in wagmi's mock connector. */
export function createMemoryWallet(options: MemoryWalletOptions = {}): MemoryWallet {
  const accounts = options.accounts ?? [TEST_ACCOUNT]
  const wallets = options.wallets ?? [MOCK_WALLET]
  const delay = options.connectDelayMs ?? MOCK_CONNECT_DELAY_MS
  const listeners = new Set<(event: WalletEvent) => void>()
  let failures: MemoryWalletFailures = { ...options.failures }
  let chainId = options.chainId ?? DEFAULT_CHAIN_ID
  let connected: string | undefined = options.connected === true ? wallets[0]?.id : options.connected || undefined
  let txCount = 0

  const emit = (event: WalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const find = (walletId: string) => {
    const wallet = wallets.find((entry) => entry.id === walletId)
    if (!wallet) throw new UnknownWalletError(walletId)
    return wallet
  }
  const requireConnected = () => {
    if (!connected) throw new NotConnectedError()
  }
  const result = (walletId: string): ConnectResult => ({ walletId, accounts, chainId })

  return {
    listWallets: () => wallets,
    async connect(walletId, connectOptions = {}) {
      const wallet = find(walletId)
      if (failures.connect === 'notInstalled' || wallet.installed === false) throw new WalletNotInstalledError(wallet.name)
      await new Promise((resolve) => setTimeout(resolve, delay))
      if (failures.connect === 'userRejected') throw new UserRejectedRequestError()
      if (failures.connect === 'resourceUnavailable') throw new ResourceUnavailableError()
      if (failures.connect === 'emptyAccounts') return { walletId, accounts: [], chainId }
      if (connectOptions.chainId !== undefined) chainId = connectOptions.chainId
      connected = walletId
      return result(walletId)
    },
    // The wallet trusts the site it was connected to: the domain asks only for the wallet it remembers.
    async reconnect(walletId) {
      if (!wallets.some((wallet) => wallet.id === walletId && wallet.installed !== false)) return null
      connected = walletId
      return result(walletId)
    },
    async disconnect() {
      connected = undefined
      emit({ type: 'disconnected' })
      if (failures.disconnect === 'failed') throw new Error('The wallet could not end the session.')
    },
    async switchChain(next) {
      requireConnected()
      if (failures.switchChain === 'userRejected') throw new UserRejectedRequestError()
      if (failures.switchChain === 'unsupported') throw new SwitchChainNotSupportedError()
      if (failures.switchChain === 'failed' || (options.chainIds && !options.chainIds.includes(next))) {
        throw new ChainSwitchFailedError()
      }
      chainId = next
      emit({ type: 'chainChanged', chainId })
    },
    async signMessage(args) {
      requireConnected()
      if (failures.signMessage === 'userRejected') throw new UserRejectedRequestError()
      if (failures.signMessage === 'failed') throw new Error('The wallet could not sign.')
      return (options.sign ?? signWithTestKey)(args)
    },
    async sendTransaction(request) {
      requireConnected()
      if (failures.sendTransaction === 'userRejected') throw new UserRejectedRequestError()
      if (failures.sendTransaction === 'failed') throw new Error('The wallet could not send.')
      await options.execute?.({ ...request, chainId: request.chainId ?? chainId, from: request.from ?? (accounts[0] as Address) })
      if (options.send) return options.send(request)
      txCount += 1
      return `0x${txCount.toString(16).padStart(64, '0')}`
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    control: {
      emit(event) {
        if (event.type === 'chainChanged') chainId = event.chainId
        if (event.type === 'disconnected' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
          connected = undefined
        }
        emit(event)
      },
      setFailures(next) {
        failures = { ...next }
      },
      isConnected: () => connected !== undefined,
    },
  }
}
