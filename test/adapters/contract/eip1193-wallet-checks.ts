import { setMaxListeners } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletEvent, WalletInfo } from '../../../src-domain/index.js'
import type { Backend, BackendPorts } from '../../../src/backends/index.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { MAX_WALLET_NAME_LENGTH } from '../../../src-adapters/wallet-kernel/index.js'
import { ACCOUNT, announce, createFakeProvider, createFakeWindow, type FakeProvider, type Handler } from '../../support/wallet/fake-provider.js'
import { nodeChains } from './harness-test-wallet.js'

const ICON = 'data:image/svg+xml,%3Csvg/%3E'

/** An object whose every property read throws, as a hostile page script can announce. */
function throwingObject(): object {
  return new Proxy(
    {},
    {
      get() {
        throw new Error('hostile getter')
      },
      has() {
        throw new Error('hostile getter')
      },
    },
  )
}

/**
 * What every backend that talks EIP-1193 must do with wallets it cannot trust: hostile EIP-6963
 * announcements, a `window.ethereum` that also announces itself, and wallets that answer
 * nonsense. Driven through scriptable providers on a fake window, through the backend's ports.
 */
export function runEip1193WalletChecks(name: string, backend: Backend): void {
  describe(`${name} backend: untrusted EIP-1193 wallets`, () => {
    const made: BackendPorts[] = []
    afterEach(() => {
      for (const ports of made.splice(0)) {
        ports.wallet.destroy?.()
        ports.rpc.destroy?.()
      }
    })

    function open(window: EventTarget) {
      const ports = backend.create({ window, storage: createMemoryStorage(), chains: nodeChains() })
      made.push(ports)
      return ports.wallet
    }

    function record(wallet: BackendPorts['wallet']): WalletEvent[] {
      const events: WalletEvent[] = []
      wallet.subscribe((event) => events.push(event))
      return events
    }

    /** One announced wallet whose answers the test scripts; wagmi also asks for permissions. */
    function announced(handlers: Record<string, Handler> = {}): { wallet: BackendPorts['wallet']; provider: FakeProvider } {
      const provider = createFakeProvider({ wallet_requestPermissions: () => [], ...handlers })
      const window = createFakeWindow()
      announce(window, { uuid: 'u-odd', name: 'Odd Wallet', icon: ICON, rdns: 'com.odd' }, provider)
      return { wallet: open(window), provider }
    }

    async function expectNothingConnected(wallet: BackendPorts['wallet']): Promise<void> {
      await expect(wallet.signMessage({ account: ACCOUNT, message: 'x' })).rejects.toMatchObject({ name: 'NotConnectedError' })
    }

    describe('the wallets it lists', () => {
      it('listens for announcements only while the port has subscribers: not when it is made, not after the last one leaves', () => {
        const window = createFakeWindow()
        const requests = vi.fn()
        window.addEventListener('eip6963:requestProvider', requests)
        const wallet = open(window)
        expect(requests).not.toHaveBeenCalled()
        const events: WalletEvent[] = []
        const unsubscribe = wallet.subscribe((event) => events.push(event))
        expect(requests).toHaveBeenCalledTimes(1)
        announce(window, { uuid: 'u-late', name: 'Late Wallet', icon: ICON, rdns: 'com.late' }, createFakeProvider())
        expect(events).toEqual([{ type: 'walletsChanged' }])
        expect(wallet.listWallets().map((entry) => entry.id)).toContain('com.late')
        // The app released its services: the port stops listening, and asks again when it is held again.
        unsubscribe()
        wallet.subscribe(() => {})
        expect(requests).toHaveBeenCalledTimes(2)
      })

      it('lists a plain window.ethereum as Browser Wallet, once even when it also announces itself', () => {
        const legacy = createFakeProvider()
        const plain = open(createFakeWindow(legacy)).listWallets()
        expect(plain.filter((wallet) => wallet.id === 'injected')).toEqual([expect.objectContaining({ name: 'Browser Wallet', installed: true })])

        const window = createFakeWindow(legacy)
        announce(window, { uuid: 'u-1', name: 'Legacy Wallet', icon: ICON, rdns: 'com.legacy' }, legacy)
        const ids = open(window)
          .listWallets()
          .map((wallet) => wallet.id)
        expect(ids.filter((id) => id === 'com.legacy')).toHaveLength(1)
        expect(ids).not.toContain('injected')
      })

      it('strips markup, bidi controls and excess length from announced names', () => {
        const window = createFakeWindow()
        announce(window, { uuid: 'u-1', name: '<img src=x onerror=alert(1)>Evil <b>Wallet</b>', icon: ICON, rdns: 'com.evil' }, createFakeProvider())
        announce(window, { uuid: 'u-2', name: 'Safe\u202eWallet\u200b', icon: ICON, rdns: 'com.bidi' }, createFakeProvider())
        announce(window, { uuid: 'u-3', name: 'A'.repeat(100_000), icon: ICON, rdns: 'com.huge' }, createFakeProvider())
        const byId = new Map(
          open(window)
            .listWallets()
            .map((wallet) => [wallet.id, wallet]),
        )
        expect(byId.get('com.evil')?.name).toBe('Evil Wallet')
        expect(byId.get('com.bidi')?.name).toBe('SafeWallet')
        expect(byId.get('com.huge')?.name.length).toBeLessThanOrEqual(MAX_WALLET_NAME_LENGTH)
        expect(byId.get('com.huge')?.name).toMatch(/^A+/)
      })

      it('keeps only data:image icons of bounded size, svg percent-encoded so it cannot break out of an attribute', () => {
        const window = createFakeWindow()
        const icons: Record<string, unknown> = {
          'com.script': 'javascript:alert(1)',
          'com.remote': 'https://wallet.example/icon.png',
          'com.html': 'data:text/html,<script>alert(1)</script>',
          'com.huge': `data:image/png;base64,${'A'.repeat(300 * 1024)}`,
          'com.number': 42,
          'com.svg': `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload='alert(1)'></svg>`,
        }
        Object.entries(icons).forEach(([rdns, icon], index) =>
          announce(window, { uuid: `u-${index}`, name: `Wallet ${index}`, icon, rdns }, createFakeProvider()),
        )
        const byId = new Map(
          open(window)
            .listWallets()
            .map((wallet) => [wallet.id, wallet]),
        )
        for (const rdns of ['com.script', 'com.remote', 'com.html', 'com.huge', 'com.number']) {
          expect(byId.get(rdns), rdns).toMatchObject({ installed: true })
          expect(byId.get(rdns)?.icon, rdns).toBeUndefined()
        }
        const svg = byId.get('com.svg')?.icon
        expect(svg).toMatch(/^data:image\/svg\+xml,/)
        expect(svg).not.toMatch(/["'<>\s()]/)
      })

      it('ignores announcements with a field missing or malformed, or with throwing getters, and lists each wallet once', () => {
        const window = createFakeWindow()
        // Each announcing wallet answers every request, as real ones do: more listeners than Node's default warning.
        setMaxListeners(20, window)
        const wallet = open(window)
        const events = record(wallet)
        const info = (patch: Record<string, unknown>) => ({ uuid: 'u-x', name: 'Broken Wallet', icon: ICON, rdns: 'com.broken', ...patch })
        announce(window, info({ uuid: undefined }), createFakeProvider())
        announce(window, info({ name: undefined }), createFakeProvider())
        announce(window, info({ name: '<b></b>' }), createFakeProvider())
        announce(window, info({ rdns: undefined }), createFakeProvider())
        announce(window, info({ rdns: 'not an rdns' }), createFakeProvider())
        announce(window, info({}), undefined)
        announce(window, info({}), { request: 'not a function' })
        announce(window, throwingObject() as Record<string, unknown>, createFakeProvider())
        announce(window, info({}), throwingObject())
        window.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail: throwingObject() }))
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: 'not an object' }))
        expect(events).toEqual([])
        const installed = (listed: readonly WalletInfo[]) => listed.filter((entry) => entry.installed).map((entry) => entry.id)
        // What the backend lists on an empty window (wagmi's mock wallet on the local chain) and nothing more.
        expect(installed(wallet.listWallets())).toEqual(installed(open(createFakeWindow()).listWallets()))

        // The same wallet announcing again (same uuid, or a new one for the same rdns) stays one entry.
        const provider = createFakeProvider()
        announce(window, { uuid: 'u-dup', name: 'Twice Wallet', icon: ICON, rdns: 'com.twice' }, provider)
        announce(window, { uuid: 'u-dup', name: 'Twice Wallet', icon: ICON, rdns: 'com.twice' }, provider)
        announce(window, { uuid: 'u-dup-2', name: 'Twice Wallet', icon: ICON, rdns: 'com.twice' }, createFakeProvider())
        const ids = wallet.listWallets().map((entry: WalletInfo) => entry.id)
        expect(ids.filter((id) => id === 'com.twice')).toHaveLength(1)
        expect(new Set(ids).size).toBe(ids.length)
        expect(events.length).toBeGreaterThan(0)
        expect(events.every((event) => event.type === 'walletsChanged')).toBe(true)
      })
    })

    describe('one session', () => {
      it('a connect to another wallet replaces the session: no disconnected event, and the first wallet is heard no more', async () => {
        const window = createFakeWindow()
        const first = createFakeProvider({ wallet_requestPermissions: () => [], wallet_revokePermissions: () => null })
        const second = createFakeProvider({ wallet_requestPermissions: () => [], wallet_revokePermissions: () => null })
        announce(window, { uuid: 'u-first', name: 'First Wallet', icon: ICON, rdns: 'com.first' }, first)
        announce(window, { uuid: 'u-second', name: 'Second Wallet', icon: ICON, rdns: 'com.second' }, second)
        const wallet = open(window)
        const events = record(wallet)
        await wallet.connect('com.first')
        expect(await wallet.connect('com.second')).toMatchObject({ walletId: 'com.second', accounts: [ACCOUNT] })
        first.emit('chainChanged', '0xa')
        first.emit('disconnect', { code: 4900 })
        second.emit('chainChanged', '0xa')
        await vi.waitFor(() => expect(events).toContainEqual({ type: 'chainChanged', chainId: 10 }))
        expect(events.filter((event) => event.type !== 'walletsChanged')).toEqual([{ type: 'chainChanged', chainId: 10 }])
      })

      it('a connect to another wallet that the user declines leaves nothing connected, as the app shows it, whatever the backend', async () => {
        const window = createFakeWindow()
        announce(
          window,
          { uuid: 'u-first', name: 'First Wallet', icon: ICON, rdns: 'com.first' },
          createFakeProvider({ wallet_requestPermissions: () => [], wallet_revokePermissions: () => null }),
        )
        const declining = createFakeProvider({ eth_requestAccounts: () => [], wallet_requestPermissions: () => [] })
        announce(window, { uuid: 'u-second', name: 'Second Wallet', icon: ICON, rdns: 'com.second' }, declining)
        const wallet = open(window)
        await wallet.connect('com.first')
        expect(await wallet.connect('com.second')).toMatchObject({ accounts: [] })
        await expectNothingConnected(wallet)
      })
    })

    describe('a wallet that answers nonsense', () => {
      it.each([
        ['a bare address, not a list', ACCOUNT],
        ['null', null],
        ['an object', { 0: ACCOUNT }],
        ['markup instead of an address', ['<script>']],
        ['a short hex string', ['0x1234']],
      ])('eth_requestAccounts answering %s: no account comes back (a rejection, not an error) and nothing stays connected', async (_, answer) => {
        const { wallet } = announced({ eth_requestAccounts: () => answer, eth_accounts: () => answer })
        // The port's rule: accounts that are not there resolve as none, which the connection takes as a rejection.
        await expect(wallet.connect('com.odd')).resolves.toMatchObject({ walletId: 'com.odd', accounts: [] })
        await expectNothingConnected(wallet)
      })

      it.each([
        ['a word', 'mainnet'],
        ['zero', '0x0'],
        ['null', null],
        ['an object', { id: 1 }],
      ])('eth_chainId answering %s: the connect fails clearly and nothing stays connected', async (_, answer) => {
        const { wallet } = announced({ eth_chainId: () => answer })
        await expect(wallet.connect('com.odd')).rejects.toThrow(/^The wallet answered an invalid chain id/)
        await expectNothingConnected(wallet)
      })

      it('a malformed chainChanged event is ignored; a signature or hash that is not one is refused', async () => {
        const { wallet, provider } = announced({ personal_sign: () => '<b>signed</b>', eth_sendTransaction: () => '0x1234' })
        await wallet.connect('com.odd')
        const events = record(wallet)
        provider.emit('chainChanged', 'banana')
        provider.emit('chainChanged', { id: 10 })
        provider.handlers.eth_chainId = () => '0xa'
        provider.emit('chainChanged', '0xa')
        await vi.waitFor(() => expect(events.length).toBeGreaterThan(0))
        expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
        await expect(wallet.signMessage({ account: ACCOUNT, message: 'x' })).rejects.toMatchObject({ name: 'InvalidWalletAnswerError' })
        await expect(wallet.sendTransaction({ to: ACCOUNT, value: 1n, gas: 21_000n })).rejects.toMatchObject({ name: 'InvalidWalletAnswerError' })
      })
    })
  })
}
