import { describe, expect, it, vi } from 'vitest'
import {
  ConnectionService,
  localChain,
  opMainnet,
  ProjectIdMissingError,
  RELAY_DEFAULT_TIMEOUT_MS,
  WalletNotInstalledError,
} from '../../../src-domain/index.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { WalletConnectTimeoutError, type WalletConnectLoader, type WalletConnectProvider } from '../../../src-adapters/wallet-kernel/index.js'
import { ACCOUNT, createFakeProvider, createFakeWindow } from '../../support/wallet/fake-provider.js'
import { fakeWalletConnect, loaderFor } from '../../support/wallet/fake-walletconnect.js'
import { injectedWallets, recordEvents } from '../../support/wallet/injected-wallet.js'

const open = injectedWallets()

describe('the wallet kernel: WalletConnect, loaded only when picked', () => {
  it('loads the SDK on the first pick, not before; the pairing URI comes as displayUri', async () => {
    const provider = fakeWalletConnect()
    const load = loaderFor(provider)
    const wallet = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load } })
    wallet.listWallets()
    expect(load).not.toHaveBeenCalled()
    const events = recordEvents(wallet)
    const connecting = wallet.connect('walletConnect')
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'displayUri', uri: 'wc:pairing@2?relay-protocol=irn&symKey=abc' }))
    provider.pair()
    expect(await connecting).toEqual({ walletId: 'walletConnect', accounts: [ACCOUNT], chainId: 10 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('without a project id fails with the spec error, and a later pick may retry; a placeholder id only warns', async () => {
    const provider = fakeWalletConnect()
    const missing = open({ window: createFakeWindow(), walletConnect: { projectId: undefined, load: loaderFor(provider) } })
    await expect(missing.connect('walletConnect')).rejects.toBeInstanceOf(ProjectIdMissingError)
    await expect(missing.connect('walletConnect')).rejects.toThrow('No projectId found')

    const warn = vi.fn()
    const placeholder = open({ window: createFakeWindow(), walletConnect: { projectId: 'YOUR_PROJECT_ID', load: loaderFor(provider), warn } })
    const connecting = placeholder.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toBe(1))
    provider.pair()
    await connecting
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('Rainbow and MetaMask, not installed, go through WalletConnect when it is configured; else they are not installed', async () => {
    const provider = fakeWalletConnect()
    const load = loaderFor(provider)
    const viaRelay = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load } })
    const connecting = viaRelay.connect('rainbow')
    await vi.waitFor(() => expect(provider.connectCalls).toBe(1))
    provider.pair()
    expect(await connecting).toMatchObject({ walletId: 'rainbow', accounts: [ACCOUNT] })

    const bare = open({ window: createFakeWindow() })
    const error = await bare.connect('metaMask').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletNotInstalledError)
    expect((error as Error).message).toBe('MetaMask is not installed')
  })

  it('gives up on a pairing after the relay timeout of five minutes, not before', async () => {
    vi.useFakeTimers()
    const provider = fakeWalletConnect()
    const wallet = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load: loaderFor(provider) } })
    const outcome = wallet.connect('walletConnect').then(
      () => 'connected',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(RELAY_DEFAULT_TIMEOUT_MS - 1)
    expect(provider.connectCalls).toBe(1)
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(WalletConnectTimeoutError)
  })

  it("ignores 'No matching key' on disconnect (the session is already gone), and reports other failures", async () => {
    const provider = fakeWalletConnect()
    const wallet = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load: loaderFor(provider) } })
    const connect = async () => {
      const connecting = wallet.connect('walletConnect')
      await vi.waitFor(() => expect(provider.connectCalls).toBeGreaterThan(0))
      provider.pair()
      await connecting
    }
    await connect()
    const events = recordEvents(wallet)
    provider.disconnectError = new Error("No matching key. session topic doesn't exist: t")
    await wallet.disconnect()
    expect(events).toEqual([{ type: 'disconnected' }])

    provider.connectCalls = 0
    await connect()
    provider.disconnectError = new Error('relay unreachable')
    await expect(wallet.disconnect()).rejects.toThrow('relay unreachable')
  })
})

describe('the WalletConnect relay goes silent (fake clock, no relay), through the domain', () => {
  it('the connection shows the QR code while waiting, then fails with a clear message after the relay timeout; a retry pairs again', async () => {
    vi.useFakeTimers()
    const relay = fakeWalletConnect()
    const wallet = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load: loaderFor(relay) } })
    const connection = new ConnectionService({ wallet, storage: createMemoryStorage(), chains: [localChain, opMainnet] })
    connection.start()
    const attempt = connection.connect('walletConnect')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(connection.getState()).toMatchObject({ status: 'connecting', displayUri: 'wc:pairing@2?relay-protocol=irn&symKey=abc' })

    await vi.advanceTimersByTimeAsync(RELAY_DEFAULT_TIMEOUT_MS - 2_000)
    expect(connection.getState().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1_000)
    await attempt
    const state = connection.getState()
    expect(state).toMatchObject({ status: 'disconnected', failure: { walletId: 'walletConnect', message: 'No answer from the wallet within 300 s.' } })

    const retry = connection.connect('walletConnect')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(relay.connectCalls).toBe(2)
    expect(connection.getState().status).toBe('connecting')
    connection.cancel()
    await vi.advanceTimersByTimeAsync(RELAY_DEFAULT_TIMEOUT_MS)
    await retry
    expect(connection.getState()).toEqual({ status: 'disconnected' })
  })
})
