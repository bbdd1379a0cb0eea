import { afterEach, describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { inject } from 'vitest'
import {
  ChainNotConfiguredError,
  classifyConnectionError,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UnknownWalletError,
  UserRejectedRequestError,
  WalletNotInstalledError,
  WalletUnavailableError,
  type WalletEvent,
  waitForReceipt,
} from '../../../src-domain/index.js'
import { createWagmiChainRpc, type WagmiWallet } from '../../../src-adapters/wagmi/index.js'
import { ACCOUNT, createHarness, ICON, SECOND_ACCOUNT, TEST_RDNS, testChains } from '../../support/wallet/wagmi-harness.js'
import { rejection } from '../../support/rejection.js'

const opened: WagmiWallet[] = []
afterEach(() => {
  for (const port of opened.splice(0)) port.destroy()
})

function track(port: WagmiWallet): WagmiWallet {
  opened.push(port)
  return port
}

function record(port: WagmiWallet): WalletEvent[] {
  const events: WalletEvent[] = []
  port.subscribe((event) => events.push(event))
  return events
}

/** Waits until the wallet's events have run through wagmi's async listeners. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setImmediate(resolve))
  expect(check()).toBe(true)
}

describe('wagmi WalletPort: the wallets it offers', () => {
  it('lists the announced wallet by its own name and icon, and the catalogue wallets after it', () => {
    const { port } = createHarness({ setEthereum: false })
    track(port)
    const wallets = port.listWallets()
    expect(wallets[0]).toMatchObject({
      id: TEST_RDNS,
      name: 'Test Wallet',
      icon: ICON.replace(/["'<>\s()\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
      installed: true,
      kind: 'injected',
      group: 'Installed',
    })
    const byId = Object.fromEntries(wallets.map((wallet) => [wallet.id, wallet]))
    expect(byId.walletConnect).toMatchObject({ name: 'WalletConnect', kind: 'walletConnect', installed: undefined })
    // Without a WalletConnect project id MetaMask connects through its own SDK; with one, through WalletConnect.
    expect(byId.metaMask).toMatchObject({ name: 'MetaMask', kind: 'sdk', installed: false })
    const withProjectId = track(createHarness({ setEthereum: false }, { walletConnect: { projectId: 'a1b2c3' } }).port)
    expect(withProjectId.listWallets().find((wallet) => wallet.id === 'metaMask')).toMatchObject({ kind: 'walletConnect', installed: false })
    expect(byId.rainbow).toMatchObject({ name: 'Rainbow', kind: 'walletConnect', installed: false })
    expect(byId.coinbaseWallet).toMatchObject({ name: 'Coinbase Wallet', kind: 'sdk', installed: false })
    expect(byId.braveWallet).toMatchObject({ name: 'Brave Wallet', kind: 'injected', installed: false })
    // Outside the Safe app's iframe there is no Safe, and no Browser Wallet when nothing is at window.ethereum.
    expect(byId.safe).toBeUndefined()
    expect(byId.injected).toBeUndefined()
  })

  it('lists Safe inside an iframe only, and the mock with the local chain', () => {
    const { port } = createHarness({ announce: false }, { mock: true })
    track(port)
    const ids = port.listWallets().map((wallet) => wallet.id)
    expect(ids).toContain('mock')
    expect(ids).not.toContain('safe')

    const framed = createHarness({ announce: false })
    framed.window.parent = new EventTarget()
    const inFrame = track(framed.reload())
    expect(inFrame.listWallets().find((wallet) => wallet.id === 'safe')).toMatchObject({ name: 'Safe', kind: 'safe', installed: true })
  })

  it('a known wallet announced by EIP-6963 takes the catalogue entry, under its announced name', () => {
    const { port } = createHarness({ rdns: 'io.metamask', name: 'MetaMask Flask' })
    track(port)
    const metaMask = port.listWallets().filter((wallet) => wallet.id === 'metaMask')
    expect(metaMask).toHaveLength(1)
    expect(metaMask[0]).toMatchObject({ name: 'MetaMask Flask', installed: true, kind: 'injected', rdns: 'io.metamask' })
    expect(metaMask[0]?.downloadUrls?.chrome).toContain('chrome.google.com')
  })
})

describe('wagmi WalletPort: connection lifecycle on the real node', () => {
  it('connects and, asked for a chain, switches the wallet to it', async () => {
    const { port, wallet } = createHarness()
    track(port)
    const result = await port.connect(TEST_RDNS, { chainId: 10 })
    expect(result).toEqual({ walletId: TEST_RDNS, accounts: [ACCOUNT], chainId: 10 })
    expect(wallet.__test.state().chainId).toBe(10)
  })

  it("preload builds wagmi's config before the pick without asking the wallet, and the connect then uses it", async () => {
    const { port, wallet } = createHarness()
    track(port)
    expect(port.config).toBeUndefined()
    await port.preload()
    const config = port.config
    expect(config).toBeDefined()
    expect(wallet.__test.requests()).toEqual([])
    const result = await port.connect(TEST_RDNS)
    expect(result).toEqual({ walletId: TEST_RDNS, accounts: [ACCOUNT], chainId: 31337 })
    expect(port.config).toBe(config)
    expect(wallet.__test.requests()).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('auto-connects after a reload without prompting, and not after a disconnect', async () => {
    const harness = createHarness()
    track(harness.port)
    await harness.port.connect(TEST_RDNS)

    const reloaded = track(harness.reload())
    harness.wallet.__test.clearRequests()
    expect(await reloaded.reconnect(TEST_RDNS)).toEqual({ walletId: TEST_RDNS, accounts: [ACCOUNT], chainId: 31337 })
    const asked = harness.wallet.__test.requests()
    expect(asked).not.toContain('eth_requestAccounts')
    expect(asked).not.toContain('wallet_requestPermissions')
    expect(harness.wallet.__test.forwarded()).toEqual([])

    await reloaded.disconnect()
    expect(await track(harness.reload()).reconnect(TEST_RDNS)).toBeNull()
  })

  it('overlapping auto-connects share one restore', async () => {
    const harness = createHarness()
    track(harness.port)
    await harness.port.connect(TEST_RDNS)
    const reloaded = track(harness.reload())
    const [first, second] = await Promise.all([reloaded.reconnect(TEST_RDNS), reloaded.reconnect(TEST_RDNS)])
    expect(first).toMatchObject({ walletId: TEST_RDNS, accounts: [ACCOUNT] })
    expect(second).toEqual(first)
  })

  it('reconnect is null when nothing was connected, and when the wallet forgot the app', async () => {
    const harness = createHarness()
    track(harness.port)
    expect(await harness.port.reconnect(TEST_RDNS)).toBeNull()
    await harness.port.connect(TEST_RDNS)
    harness.wallet.__test.setAccounts([])
    expect(await track(harness.reload()).reconnect(TEST_RDNS)).toBeNull()
  })

  it('keeps no copy of the connection in storage: what wagmi stored of it before is removed once it loads, corrupt or not', async () => {
    const harness = createHarness()
    track(harness.port)
    await harness.port.connect(TEST_RDNS)
    harness.storage.write('wagmi.store', '{not json')
    harness.storage.write('wagmi.recentConnectorId', '\u0000')
    expect(await track(harness.reload()).reconnect(TEST_RDNS)).toMatchObject({ accounts: [ACCOUNT] })
    expect(harness.storage.dump()).toEqual({})
  })

  it('reports accounts changed, and an empty list as accounts changed to none', async () => {
    const { port, wallet, storage } = createHarness({ accounts: [ACCOUNT, SECOND_ACCOUNT] })
    track(port)
    await port.connect(TEST_RDNS)
    const events = record(port)
    wallet.__test.setAccounts([SECOND_ACCOUNT])
    await until(() => events.length > 0)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [SECOND_ACCOUNT] }])
    wallet.__test.setAccounts([])
    await until(() => events.length > 1)
    expect(events[1]).toEqual({ type: 'accountsChanged', accounts: [] })
    await expect(port.signMessage({ account: SECOND_ACCOUNT, message: 'x' })).rejects.toMatchObject({ name: 'NotConnectedError' })
  })

  it('reports a chain change to a supported and to an unsupported chain', async () => {
    const { port, wallet } = createHarness({ rpcUrls: { ...inject('chainUrls'), 999: inject('chainUrls')[31337] as string } })
    track(port)
    await port.connect(TEST_RDNS)
    const events = record(port)
    wallet.__test.emitChainChanged(10)
    await until(() => events.length > 0)
    wallet.__test.emitChainChanged(999)
    await until(() => events.length > 1)
    expect(events).toEqual([
      { type: 'chainChanged', chainId: 10 },
      { type: 'chainChanged', chainId: 999 },
    ])
  })

  it('reports a disconnect made in the wallet', async () => {
    const { port, wallet } = createHarness()
    track(port)
    await port.connect(TEST_RDNS)
    const events = record(port)
    wallet.__test.emitDisconnect()
    await until(() => events.length > 0)
    expect(events).toEqual([{ type: 'disconnected' }])
  })

  it('disconnects: the wallet revokes the app, and the port says so', async () => {
    const { port, wallet, storage } = createHarness()
    track(port)
    await port.connect(TEST_RDNS)
    const events = record(port)
    await port.disconnect()
    expect(events).toEqual([{ type: 'disconnected' }])
    expect(wallet.__test.state().connected).toBe(false)
    // The same wallet connects again, and events flow again.
    expect(await port.connect(TEST_RDNS)).toMatchObject({ accounts: [ACCOUNT] })
    wallet.__test.emitChainChanged(10)
    await until(() => events.length > 1)
    expect(events[1]).toEqual({ type: 'chainChanged', chainId: 10 })
  })
})

describe('wagmi WalletPort: switching chains', () => {
  it('switches, and a wallet without the chain (4902) adds it, then switches', async () => {
    const { port, wallet } = createHarness({ knownChainIds: [31337] })
    track(port)
    await port.connect(TEST_RDNS)
    wallet.__test.clearRequests()
    await port.switchChain(10)
    expect(wallet.__test.state().chainId).toBe(10)
    expect(wallet.__test.requests()).toContain('wallet_addEthereumChain')
    await port.switchChain(31337)
    expect(wallet.__test.state().chainId).toBe(31337)
  })

  it('maps a rejected, an unsupported and an unconfigured switch to the domain errors', async () => {
    const { port, wallet } = createHarness()
    track(port)
    await port.connect(TEST_RDNS)
    wallet.__test.setFailures({ switchChain: 'userRejected' })
    const rejected = await rejection(port.switchChain(10))
    expect(rejected).toBeInstanceOf(UserRejectedRequestError)
    expect(classifyConnectionError(rejected)).toBe('userRejected')

    wallet.__test.setFailures({ switchChain: 'unsupported' })
    const unsupported = await rejection(port.switchChain(10))
    expect(unsupported).toBeInstanceOf(SwitchChainNotSupportedError)
    expect((unsupported as Error).message).toBe(
      'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
    )

    wallet.__test.setFailures({})
    const unconfigured = await rejection(port.switchChain(420))
    expect(unconfigured).toBeInstanceOf(ChainNotConfiguredError)
    expect(classifyConnectionError(unconfigured)).toBe('chainNotConfigured')
    expect(wallet.__test.state().chainId).toBe(31337)
  })
})

describe('wagmi WalletPort: signing and sending through the wallet', () => {
  it('signs a message the signature of which verifies', async () => {
    const { port } = createHarness()
    track(port)
    await port.connect(TEST_RDNS)
    const message = 'Sign in to RetroPGF\nNonce: 8f3b'
    const signature = await port.signMessage({ account: ACCOUNT, message })
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
  })

  it('maps a rejected signature and a rejected transaction to UserRejectedRequestError', async () => {
    const { port, wallet } = createHarness({ failures: { sign: 'userRejected', sendTransaction: 'userRejected' } })
    track(port)
    await port.connect(TEST_RDNS)
    expect(await rejection(port.signMessage({ account: ACCOUNT, message: 'no' }))).toBeInstanceOf(UserRejectedRequestError)
    expect(await rejection(port.sendTransaction({ to: SECOND_ACCOUNT, value: 1n }))).toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.__test.forwarded()).not.toContain('eth_sendTransaction')
  })

  it('sends a transaction, waits for its receipt, and the balance shows it', async () => {
    const { port } = createHarness()
    track(port)
    await port.connect(TEST_RDNS)
    const rpc = createWagmiChainRpc({ chains: testChains() })
    // A fresh recipient, so transfers of other test files cannot change its balance.
    const recipient = `0x${crypto.getRandomValues(new Uint8Array(20)).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '')}` as const
    const hash = await port.sendTransaction({ to: recipient, value: 12_345n })
    const receipt = await waitForReceipt(rpc, { hash, chainId: 31337, timeoutMs: 10_000 }, { intervalMs: 50 })
    expect(receipt).toMatchObject({ transactionHash: hash, status: 'success' })
    expect(await rpc.getBalance({ address: recipient, chainId: 31337 })).toBe(12_345n)
  })
})

describe('wagmi WalletPort: connect errors', () => {
  it('maps a rejected connect (4001) and a pending request (-32002)', async () => {
    const { port, wallet } = createHarness({ failures: { connect: 'userRejected' } })
    track(port)
    const rejected = await rejection(port.connect(TEST_RDNS))
    expect(rejected).toBeInstanceOf(UserRejectedRequestError)
    wallet.__test.setFailures({ connect: 'resourceUnavailable' })
    const pending = await rejection(port.connect(TEST_RDNS))
    expect(pending).toBeInstanceOf(ResourceUnavailableError)
    expect(classifyConnectionError(pending)).toBe('resourceUnavailable')
    wallet.__test.setFailures({})
    expect(await port.connect(TEST_RDNS)).toMatchObject({ accounts: [ACCOUNT] })
  })

  it('names a missing or unavailable wallet, and refuses an unknown id', async () => {
    const { port } = createHarness({ setEthereum: false })
    track(port)
    const brave = await rejection(port.connect('braveWallet'))
    expect(brave).toBeInstanceOf(WalletNotInstalledError)
    expect((brave as Error).message).toBe('Brave Wallet is not installed')
    expect(classifyConnectionError(brave)).toBe('connectorNotFound')
    expect(((await rejection(port.connect('injected'))) as Error).message).toBe('Browser Wallet is not installed')
    expect(((await rejection(port.connect('safe'))) as Error).message).toBe('Safe is not available')
    expect(await rejection(port.connect('safe'))).toBeInstanceOf(WalletUnavailableError)
    expect(await rejection(port.connect('nope'))).toBeInstanceOf(UnknownWalletError)
  })
})
