import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  abbreviateUnits,
  ChainNotConfiguredError,
  ChainSwitchFailedError,
  classifyConnectionError,
  CONNECTION_MESSAGES,
  ConnectionService,
  NotConnectedError,
  ResourceUnavailableError,
  STORAGE_KEY_CONNECTION,
  STORAGE_KEY_LAST_WALLET,
  STORAGE_KEY_RECENT_WALLETS,
  SwitchChainNotSupportedError,
  UnknownWalletError,
  UserRejectedRequestError,
  LEGACY_LAST_WALLET_KEYS,
  waitForReceipt,
  WalletNotInstalledError,
  type Address,
  type ChainId,
  type ChainInfo,
  type ChainRpcPort,
  type ConnectionState,
  type ConnectResult,
  type WalletEvent,
  type WalletPort,
} from '../../../src-domain/index.js'
import { createMemoryStorage, type MemoryStorage } from '../../../src-adapters/memory/index.js'
import { rejection } from '../../support/rejection.js'

/** Failure modes every harness can put its wallet in, named after what a user or wallet does. */
export interface ContractFailures {
  connect?: 'userRejected' | 'resourceUnavailable' | 'emptyAccounts'
  /** `unrecognized`: the wallet answers 4902 for a chain it was not given yet; `failed`: an internal wallet error. */
  switchChain?: 'userRejected' | 'unsupported' | 'unrecognized' | 'failed'
  sign?: 'userRejected'
  sendTransaction?: 'userRejected'
}

export interface WalletControls {
  setFailures(failures: ContractFailures): void
  /** The wallet changes its accounts (an empty list: the user disconnected the app in the wallet). */
  setAccounts(accounts: readonly Address[]): void
  /** The user moves the wallet to a chain, configured or not. */
  emitChainChanged(chainId: ChainId): void
  emitDisconnect(): void
  /** The chain the wallet itself is on; undefined when the backend has no wallet apart from the port. */
  walletChainId(): ChainId | undefined
  /** The methods the wallet was asked, in order; undefined when there is no EIP-1193 wallet underneath. */
  walletRequests(): readonly string[] | undefined
  clearWalletRequests(): void
  /** Sets an address's native balance on a chain (anvil_setBalance, or the memory chain). */
  fund(chainId: ChainId, address: Address, wei: bigint): Promise<void>
  mine(chainId: ChainId, blocks: number): Promise<void>
}

/** One backend, ready for the contract: a WalletPort and a ChainRpcPort over the same (real or memory) chain. */
export interface WalletHarness {
  wallet: WalletPort
  rpc: ChainRpcPort
  /** The app's chains: 31337 and 10. */
  chains: readonly ChainInfo[]
  /** The installed wallet the cases connect, and its name as listed. */
  walletId: string
  walletName: string
  /** The wallet's accounts, in its order. */
  accounts: readonly [Address, Address]
  controls: WalletControls
  /** A page reload: a new adapter over the same storage and window. Torn down with the harness. */
  reload(): WalletPort
  /** The storage the backend is built over, shared by its reloads. */
  storage: MemoryStorage
  /** What the backend's boot script asks the remembered wallet before the app loads, over the same storage and window. */
  peek(walletId: string): Promise<ConnectResult | null>
  teardown(): Promise<void>
}

export type HarnessFactory = () => WalletHarness | Promise<WalletHarness>

const HOME: ChainId = 31337
/** The service's receipt wait, polling the port's reads quickly. */
const POLLING = { intervalMs: 20 }
const OTHER: ChainId = 10
/** A chain no harness configures, to which a wallet can still move. */
const UNSUPPORTED: ChainId = 999
/** Optimism Goerli: a real chain id the harnesses leave out of the app's chains. */
const UNCONFIGURED: ChainId = 420

function record(wallet: WalletPort): WalletEvent[] {
  const events: WalletEvent[] = []
  wallet.subscribe((event) => events.push(event))
  return events
}

/** wagmi delivers wallet events through async emitters: wait for them, never for a fixed time. */
function eventually(check: () => void): Promise<void> {
  return vi.waitFor(check, { timeout: 5_000, interval: 5 })
}

function freshAddress(): Address {
  return privateKeyToAddress(generatePrivateKey())
}

function connected(state: ConnectionState) {
  if (state.status !== 'connected') throw new Error(`expected connected, got ${state.status}`)
  return state
}

/**
 * The WalletPort + ChainRpcPort contract: the same cases against every backend (memory, ethers,
 * wagmi). A backend passes when the app cannot tell which one it runs on.
 */
export function runWalletContract(name: string, createHarness: HarnessFactory): void {
  describe(`${name} backend: wallet contract`, () => {
    let h: WalletHarness
    let made: WalletHarness | undefined

    beforeEach(async () => {
      made = h = await createHarness()
    })
    afterEach(async () => {
      // A harness that failed to start has nothing to tear down; its own error is the one to see.
      await made?.teardown()
      made = undefined
    })

    const service = (storage = createMemoryStorage(), wallet = h.wallet) => {
      const connection = new ConnectionService({ wallet, storage, chains: h.chains })
      connection.start()
      return connection
    }
    /** A page load through the domain over `storage`: the state its reconnect leaves. */
    const reloadedPage = async (storage: MemoryStorage) => {
      const connection = service(storage, h.reload())
      await connection.reconnect()
      return connection.getState()
    }

    describe('wallets and connecting', () => {
      it('lists its installed wallet by name, a catalogue wallet that is not installed, each id once, icons only as data:image', () => {
        const wallets = h.wallet.listWallets()
        expect(wallets.find((wallet) => wallet.id === h.walletId)).toMatchObject({ name: h.walletName, installed: true })
        expect(wallets.find((wallet) => wallet.id === 'braveWallet')).toMatchObject({ name: 'Brave Wallet', installed: false })
        expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
        for (const wallet of wallets) if (wallet.icon !== undefined) expect(wallet.icon).toMatch(/^data:image\//)
      })

      it('asks the wallet nothing before the user picks it: a first visit stays private', () => {
        h.wallet.listWallets()
        h.reload().listWallets()
        expect(h.controls.walletRequests() ?? []).toEqual([])
      })

      it('connects: the wallet id, its accounts in order, its chain', async () => {
        expect(await h.wallet.connect(h.walletId)).toEqual({ walletId: h.walletId, accounts: [...h.accounts], chainId: HOME })
      })

      it('connects asking for a chain: the wallet is moved to it', async () => {
        const result = await h.wallet.connect(h.walletId, { chainId: OTHER })
        expect(result.chainId).toBe(OTHER)
        expect(h.controls.walletChainId() ?? OTHER).toBe(OTHER)
      })

      it('auto-connects after a reload without prompting, and the restored session signs', async () => {
        await h.wallet.connect(h.walletId)
        h.controls.clearWalletRequests()
        const reloaded = h.reload()
        expect(await reloaded.reconnect(h.walletId)).toEqual({ walletId: h.walletId, accounts: [...h.accounts], chainId: HOME })
        const asked = h.controls.walletRequests() ?? []
        expect(asked).not.toContain('eth_requestAccounts')
        expect(asked).not.toContain('wallet_requestPermissions')
        const message = 'Welcome back'
        const signature = await reloaded.signMessage({ account: h.accounts[0], message })
        expect(await verifyMessage({ address: h.accounts[0], message, signature })).toBe(true)
      })

      it("the page's early answer, asked before the app loads, names the account and chain the reconnect restores", async () => {
        // An EIP-1193 wallet that never granted the app an account answers none (the memory wallet trusts any site).
        if (h.controls.walletRequests()) expect(await h.peek(h.walletId)).toBeNull()
        await h.wallet.connect(h.walletId)
        h.controls.clearWalletRequests()
        const early = await h.peek(h.walletId)
        expect(h.controls.walletRequests() ?? []).not.toContain('eth_requestAccounts')
        const restored = await h.reload().reconnect(h.walletId)
        expect(restored).not.toBeNull()
        expect({ account: early?.accounts[0], chainId: early?.chainId }).toEqual({ account: restored?.accounts[0], chainId: restored?.chainId })
      })

      it('does not auto-connect when nothing was connected, nor after a disconnect', async () => {
        const storage = createMemoryStorage()
        expect(await reloadedPage(storage)).toEqual({ status: 'disconnected' })
        const connection = service(storage)
        await connection.connect(h.walletId)
        await connection.disconnect()
        h.controls.clearWalletRequests()
        expect(await reloadedPage(storage)).toEqual({ status: 'disconnected' })
        expect(h.controls.walletRequests() ?? []).toEqual([])
      })

      it("keeps one record of the last wallet: the domain's, whatever the backend", async () => {
        // The app's one storage, as the container gives the domain and the backend.
        await service(h.storage).connect(h.walletId)
        await h.wallet.switchChain(OTHER)
        // Past any write a backend defers to the next task.
        await new Promise((resolve) => setTimeout(resolve, 0))
        const naming = Object.entries(h.storage.dump()).filter(([, value]) => value.includes(h.walletId))
        // `rk-recent` is the wallet list's Recent group; `rk-connection` the domain's record of the connection (for a server's render).
        expect(naming.map(([key]) => key).sort()).toEqual([STORAGE_KEY_CONNECTION, STORAGE_KEY_LAST_WALLET, STORAGE_KEY_RECENT_WALLETS])
      })

      it("moves a last wallet an earlier version kept under its own key into the domain's record, and drops the old key", async () => {
        await h.wallet.connect(h.walletId)
        for (const key of LEGACY_LAST_WALLET_KEYS) {
          const storage = createMemoryStorage({ [key]: h.walletId })
          expect(await reloadedPage(storage)).toMatchObject({ status: 'connected', walletId: h.walletId })
          expect(storage.dump()).toEqual({ [STORAGE_KEY_LAST_WALLET]: h.walletId, [STORAGE_KEY_CONNECTION]: expect.stringMatching(`^${h.walletId}\\|0x`) })
        }
      })

      it('through the domain, leaves its wallet id where the page looks before its first paint, until a disconnect', async () => {
        const storage = createMemoryStorage()
        const remembered = () => storage.read(STORAGE_KEY_LAST_WALLET)
        await new ConnectionService({ wallet: h.wallet, storage, chains: h.chains }).connect(h.walletId)
        expect(remembered()).toBe(h.walletId)
        const reloaded = new ConnectionService({ wallet: h.reload(), storage, chains: h.chains })
        await reloaded.reconnect()
        expect(reloaded.getState()).toMatchObject({ status: 'connected', walletId: h.walletId })
        expect(remembered()).toBe(h.walletId)
        await reloaded.disconnect()
        expect(remembered()).toBeNull()
      })

      it('disconnects: one disconnected event, no session left, no auto-connect', async () => {
        await h.wallet.connect(h.walletId)
        const events = record(h.wallet)
        await h.wallet.disconnect()
        expect(events).toEqual([{ type: 'disconnected' }])
        expect(await rejection(h.wallet.signMessage({ account: h.accounts[0], message: 'x' }))).toBeInstanceOf(NotConnectedError)
        expect(await rejection(h.wallet.sendTransaction({ to: h.accounts[1], value: 1n }))).toBeInstanceOf(NotConnectedError)
      })
    })

    describe('wallet events', () => {
      it('reports accounts changed, and an empty list as accounts changed to none: the session ends', async () => {
        await h.wallet.connect(h.walletId)
        const events = record(h.wallet)
        h.controls.setAccounts([h.accounts[1]])
        await eventually(() => expect(events).toEqual([{ type: 'accountsChanged', accounts: [h.accounts[1]] }]))
        h.controls.setAccounts([])
        await eventually(() => expect(events[1]).toEqual({ type: 'accountsChanged', accounts: [] }))
        expect(await rejection(h.wallet.signMessage({ account: h.accounts[1], message: 'x' }))).toBeInstanceOf(NotConnectedError)
      })

      it('the connection follows: new address on accounts changed, disconnected on an empty list, and no auto-connect after', async () => {
        const storage = createMemoryStorage()
        const connection = service(storage)
        await connection.connect(h.walletId)
        expect(connected(connection.getState()).address).toBe(h.accounts[0])
        h.controls.setAccounts([h.accounts[1]])
        await eventually(() => expect(connected(connection.getState()).address).toBe(h.accounts[1]))
        h.controls.setAccounts([])
        await eventually(() => expect(connection.getState()).toEqual({ status: 'disconnected' }))
        expect(await reloadedPage(storage)).toEqual({ status: 'disconnected' })
      })

      it('reports a chain change to a supported and to an unsupported chain; the connection flags the latter', async () => {
        const connection = service()
        await connection.connect(h.walletId)
        const events = record(h.wallet)
        h.controls.emitChainChanged(OTHER)
        await eventually(() => expect(connected(connection.getState())).toMatchObject({ chainId: OTHER, unsupported: false }))
        h.controls.emitChainChanged(UNSUPPORTED)
        await eventually(() => expect(connected(connection.getState())).toMatchObject({ chainId: UNSUPPORTED, unsupported: true }))
        expect(events).toEqual([
          { type: 'chainChanged', chainId: OTHER },
          { type: 'chainChanged', chainId: UNSUPPORTED },
        ])
      })

      it('reports a disconnect made in the wallet; the app then forgets the wallet', async () => {
        const storage = createMemoryStorage()
        await service(storage).connect(h.walletId)
        const events = record(h.wallet)
        h.controls.emitDisconnect()
        await eventually(() => expect(events).toEqual([{ type: 'disconnected' }]))
        expect(storage.read(STORAGE_KEY_LAST_WALLET)).toBeNull()
      })
    })

    describe('switching chains', () => {
      it('switches: the wallet moves, says so, and can come back', async () => {
        await h.wallet.connect(h.walletId)
        const events = record(h.wallet)
        await h.wallet.switchChain(OTHER)
        await eventually(() => expect(events).toContainEqual({ type: 'chainChanged', chainId: OTHER }))
        expect(h.controls.walletChainId() ?? OTHER).toBe(OTHER)
        await h.wallet.switchChain(HOME)
        await eventually(() => expect(events.at(-1)).toEqual({ type: 'chainChanged', chainId: HOME }))
      })

      it('a rejected switch: UserRejectedRequestError, no message in the connection, the chain stays', async () => {
        const connection = service()
        await connection.connect(h.walletId)
        h.controls.setFailures({ switchChain: 'userRejected' })
        const error = await rejection(h.wallet.switchChain(OTHER))
        expect(error).toBeInstanceOf(UserRejectedRequestError)
        expect(classifyConnectionError(error)).toBe('userRejected')
        await connection.switchChain(OTHER)
        expect(connected(connection.getState())).toMatchObject({ chainId: HOME, switchError: undefined })
        expect(h.controls.walletChainId() ?? HOME).toBe(HOME)
      })

      it('a wallet that cannot switch from the app: SwitchChainNotSupportedError with the catalogue text', async () => {
        const connection = service()
        await connection.connect(h.walletId)
        h.controls.setFailures({ switchChain: 'unsupported' })
        const error = await rejection(h.wallet.switchChain(OTHER))
        expect(error).toBeInstanceOf(SwitchChainNotSupportedError)
        expect((error as Error).message).toBe(CONNECTION_MESSAGES.cannotSwitch)
        await connection.switchChain(OTHER)
        expect(connected(connection.getState())).toMatchObject({ chainId: HOME, switchError: CONNECTION_MESSAGES.cannotSwitch })
      })

      it('a wallet that does not know the chain (4902) gets it added, then switches', async () => {
        await h.wallet.connect(h.walletId)
        h.controls.setFailures({ switchChain: 'unrecognized' })
        h.controls.clearWalletRequests()
        const events = record(h.wallet)
        await h.wallet.switchChain(OTHER)
        await eventually(() => expect(events).toContainEqual({ type: 'chainChanged', chainId: OTHER }))
        expect(h.controls.walletChainId() ?? OTHER).toBe(OTHER)
        const asked = h.controls.walletRequests()
        if (asked) {
          // Switch (4902), add, and whatever the backend re-checks after: the add comes after the refused switch.
          const added = asked.indexOf('wallet_addEthereumChain')
          expect(added).toBeGreaterThan(asked.indexOf('wallet_switchEthereumChain'))
        }
      })

      it('a switch the wallet fails: ChainSwitchFailedError (chainSwitchFailed)', async () => {
        await h.wallet.connect(h.walletId)
        h.controls.setFailures({ switchChain: 'failed' })
        const error = await rejection(h.wallet.switchChain(OTHER))
        expect(error).toBeInstanceOf(ChainSwitchFailedError)
        expect(classifyConnectionError(error)).toBe('chainSwitchFailed')
        expect(h.controls.walletChainId() ?? HOME).toBe(HOME)
      })

      it('a switch to a chain the app does not configure is refused before the wallet is asked, and the wallet stays', async () => {
        const connection = service()
        await connection.connect(h.walletId)
        h.controls.clearWalletRequests()
        const error = await rejection(connection.switchChain(UNCONFIGURED))
        expect(error).toBeInstanceOf(ChainNotConfiguredError)
        expect(classifyConnectionError(error)).toBe('chainNotConfigured')
        expect(h.controls.walletRequests() ?? []).toEqual([])
        expect(h.controls.walletChainId() ?? HOME).toBe(HOME)
        expect(connected(connection.getState())).toMatchObject({ chainId: HOME, unsupported: false })
      })

      it('a connect asking for a chain the app does not configure fails before the wallet is asked', async () => {
        const connection = service()
        await connection.connect(h.walletId, { chainId: UNCONFIGURED })
        expect(connection.getState()).toMatchObject({ status: 'disconnected', failure: { kind: 'chainNotConfigured', walletId: h.walletId } })
        expect(h.controls.walletRequests() ?? []).toEqual([])
      })
    })

    describe('signing, sending, reading', () => {
      it('signs a message whose signature verifies for the account, and only for that message', async () => {
        await h.wallet.connect(h.walletId)
        const message = 'Sign in to RetroPGF\nNonce: 8f3b2a'
        const signature = await h.wallet.signMessage({ account: h.accounts[0], message })
        expect(signature).toMatch(/^0x[0-9a-f]{130}$/i)
        expect(await verifyMessage({ address: h.accounts[0], message, signature })).toBe(true)
        expect(await verifyMessage({ address: h.accounts[0], message: `${message}!`, signature })).toBe(false)
      })

      it('sends a transaction, waits for its receipt (and for confirmations), and the balance shows it', async () => {
        await h.wallet.connect(h.walletId)
        const recipient = freshAddress()
        const hash = await h.wallet.sendTransaction({ to: recipient, value: 12_345n })
        expect(hash).toMatch(/^0x[0-9a-f]{64}$/i)
        const receipt = await waitForReceipt(h.rpc, { hash, chainId: HOME, timeoutMs: 10_000 }, POLLING)
        expect(receipt).toMatchObject({ transactionHash: hash, status: 'success' })
        expect(await h.rpc.getTransactionReceipt({ hash, chainId: HOME })).toEqual(receipt)
        expect(await h.rpc.getBalance({ address: recipient, chainId: HOME })).toBe(12_345n)

        const confirmed = waitForReceipt(h.rpc, { hash, chainId: HOME, confirmations: 3, timeoutMs: 10_000 }, POLLING)
        await h.controls.mine(HOME, 2)
        expect(await confirmed).toEqual(receipt)
      })

      it('reads a balance per chain, and the block number moves with the chain', async () => {
        const address = freshAddress()
        await h.controls.fund(HOME, address, 1_234_500_000_000_000_000n)
        await h.controls.fund(OTHER, address, 7n)
        expect(await h.rpc.getBalance({ address, chainId: HOME })).toBe(1_234_500_000_000_000_000n)
        expect(await h.rpc.getBalance({ address, chainId: OTHER })).toBe(7n)
        expect(await h.rpc.getBalance({ address: freshAddress(), chainId: HOME })).toBe(0n)
        const before = await h.rpc.getBlockNumber({ chainId: OTHER })
        await h.controls.mine(OTHER, 3)
        expect(await h.rpc.getBlockNumber({ chainId: OTHER })).toBeGreaterThanOrEqual(before + 3n)
      })

      it('one wei short of 1 ETH comes back exact and is shown as 0.999, never 1', async () => {
        const address = freshAddress()
        await h.controls.fund(HOME, address, 999_999_999_999_999_999n)
        const wei = await h.rpc.getBalance({ address, chainId: HOME })
        expect(wei).toBe(999_999_999_999_999_999n)
        expect(abbreviateUnits(wei, 18)).toBe('0.999')
      })
    })

    describe('error kinds', () => {
      it('connect rejected (4001): UserRejectedRequestError, userRejected, RETRY without a message; a retry connects', async () => {
        h.controls.setFailures({ connect: 'userRejected' })
        const error = await rejection(h.wallet.connect(h.walletId))
        expect(error).toBeInstanceOf(UserRejectedRequestError)
        const connection = service()
        await connection.connect(h.walletId)
        expect(connection.getState()).toEqual({ status: 'disconnected', failure: { kind: 'userRejected', walletId: h.walletId } })
        h.controls.setFailures({})
        expect((await h.wallet.connect(h.walletId)).accounts).toEqual([...h.accounts])
      })

      it('connect answered with no accounts: counts as a user rejection', async () => {
        h.controls.setFailures({ connect: 'emptyAccounts' })
        const result = await h.wallet.connect(h.walletId)
        expect(result.accounts).toEqual([])
        expect(classifyConnectionError(undefined, result.accounts)).toBe('userRejected')
        const connection = service()
        await connection.connect(h.walletId)
        expect(connection.getState()).toEqual({ status: 'disconnected', failure: { kind: 'userRejected', walletId: h.walletId } })
      })

      it('a request already pending in the wallet (-32002): ResourceUnavailableError, resourceUnavailable', async () => {
        h.controls.setFailures({ connect: 'resourceUnavailable' })
        const error = await rejection(h.wallet.connect(h.walletId))
        expect(error).toBeInstanceOf(ResourceUnavailableError)
        expect(classifyConnectionError(error)).toBe('resourceUnavailable')
      })

      it('a wallet that is not installed: WalletNotInstalledError named by the wallet, connectorNotFound', async () => {
        const error = await rejection(h.wallet.connect('braveWallet'))
        expect(error).toBeInstanceOf(WalletNotInstalledError)
        expect((error as Error).message).toBe('Brave Wallet is not installed')
        expect(classifyConnectionError(error)).toBe('connectorNotFound')
      })

      it('an unknown wallet id: UnknownWalletError', async () => {
        expect(await rejection(h.wallet.connect('no-such-wallet'))).toBeInstanceOf(UnknownWalletError)
      })

      it('signing or sending rejected by the user: userRejected, and nothing is sent', async () => {
        await h.wallet.connect(h.walletId)
        h.controls.setFailures({ sign: 'userRejected', sendTransaction: 'userRejected' })
        const signing = await rejection(h.wallet.signMessage({ account: h.accounts[0], message: 'no' }))
        expect(signing).toBeInstanceOf(UserRejectedRequestError)
        const recipient = freshAddress()
        const sending = await rejection(h.wallet.sendTransaction({ to: recipient, value: 1n }))
        expect(classifyConnectionError(sending)).toBe('userRejected')
        expect(await h.rpc.getBalance({ address: recipient, chainId: HOME })).toBe(0n)
      })

      it('asking a wallet before connecting: NotConnectedError', async () => {
        expect(await rejection(h.wallet.switchChain(OTHER))).toBeInstanceOf(NotConnectedError)
        expect(await rejection(h.wallet.signMessage({ account: h.accounts[0], message: 'x' }))).toBeInstanceOf(NotConnectedError)
      })
    })
  })
}
