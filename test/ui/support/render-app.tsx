import { act, render, screen, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react'
import { expect, vi } from 'vitest'
import {
  createMemoryAuth,
  TEST_ACCOUNT,
  type MemoryAuth,
  type MemoryAuthOptions,
  type MemoryChainRpc,
  type MemoryStorage,
  type MemoryWallet,
  type MemoryWalletOptions,
} from '../../../src-adapters/memory/index.js'
import type { ChainId, ChainRpcPort, StoragePort } from '../../../src-domain/index.js'
import { AppShell, type AppShellProps } from '../../../src-ui/App.js'
import { resolveLocale } from '../../../src-ui/i18n/locales.js'
import type { AppServices } from '../../../src-ui/services.js'
import { appTestServices } from './app-services.js'

export { TEST_ACCOUNT }
/** How the app shows the memory wallet's account. */
export const TEST_ACCOUNT_SHORT = '0xf3…2266'
/** 1.2345 ETH: shown truncated as `1.23 ETH`. */
export const TEST_BALANCE_WEI = 1_234_500_000_000_000_000n

/** A promise the test settles by hand, to look at the UI while a wallet request waits. */
export function gate() {
  let open!: () => void
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

export interface RenderAppOptions extends Pick<MemoryWalletOptions, 'chainId' | 'failures' | 'connectDelayMs'> {
  /** Holds every `switchChain` until the test opens the gate (to see `Confirm in Wallet`). */
  switchGate?: Promise<void>
  /** Holds every connect until it settles: a wallet that takes its time, for as long as the test says. */
  connectGate?: Promise<void>
  /** Sign-in on, over the memory AuthPort with these failures. */
  signIn?: MemoryAuthOptions['failures'] | true
  shell?: Omit<AppShellProps, 'services' | 'children'>
  /** Puts something between the app and the in-memory chain (a port that fails). */
  wrapRpc?: (rpc: MemoryChainRpc) => ChainRpcPort
  /** Puts something between the app and the in-memory wallet (one that answers at once). */
  wrapWallet?: (wallet: MemoryWallet) => MemoryWallet
  /** Told of every commit of the app's tree (React's Profiler around it). */
  onCommit?: ProfilerOnRenderCallback
  /** The app's storage instead of the in-memory one (then `stored` is not used): a browser storage that fails. */
  storagePort?: StoragePort
  /** What the app's storage holds before it starts (e.g. a persisted query cache). */
  stored?: Record<string, string>
  /** The memory wallet's `preload` (it has none of its own), to see when the UI asks for it. */
  walletPreload?: () => Promise<void>
  children?: ReactNode
}

export interface AppHarness extends RenderResult {
  services: AppServices
  wallet: MemoryWallet
  rpc: MemoryChainRpc
  storage: MemoryStorage
  auth: MemoryAuth | undefined
  user: ReturnType<typeof userEvent.setup>
  /** Connects the memory wallet as the connect dialog would and waits for the account button. */
  connect(options?: { chainId?: ChainId }): Promise<void>
}

/** The wallet of `renderApp`'s options: the test wallet, holding its calls at the gates, with the preload asked for. */
function walletOf(options: RenderAppOptions) {
  const { switchGate, connectGate, walletPreload } = options
  return (base: MemoryWallet): MemoryWallet => {
    if (!switchGate && !connectGate && !walletPreload && !options.wrapWallet) return base
    const gated: MemoryWallet = {
      ...base,
      ...(switchGate ? { switchChain: async (chainId: ChainId) => (await switchGate, base.switchChain(chainId)) } : {}),
      ...(connectGate ? { connect: async (...args: Parameters<MemoryWallet['connect']>) => (await connectGate, base.connect(...args)) } : {}),
    }
    const wallet = options.wrapWallet ? options.wrapWallet(gated) : gated
    if (walletPreload) wallet.preload = walletPreload
    return wallet
  }
}

/**
 * The whole app shell (button, dialogs, theme, live region) over the kit's test services as this
 * app runs them (appTestServices); the wallet connects in the next task
 * (no 100 ms delay) unless a test says otherwise.
 */
export async function renderApp(options: RenderAppOptions = {}): Promise<AppHarness> {
  const auth = options.signIn ? createMemoryAuth(options.signIn === true ? {} : { failures: options.signIn }) : undefined
  // Receipts are polled as often as the in-memory chain can mine (the test services' own pace), so tests wait milliseconds, not seconds.
  const { services, wallet, rpc, storage } = await appTestServices(
    {
      balance: TEST_BALANCE_WEI,
      ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
      ...(options.failures ? { failures: options.failures } : {}),
      ...(options.connectDelayMs === undefined ? {} : { connectDelayMs: options.connectDelayMs }),
    },
    {
      wallet: walletOf(options),
      ...(options.wrapRpc ? { rpc: options.wrapRpc } : {}),
      ...(options.stored ? { stored: options.stored } : {}),
      ...(options.storagePort ? { storage: options.storagePort } : {}),
      ...(auth ? { auth } : {}),
    },
  )
  const app = (
    <AppShell services={services} {...options.shell}>
      {options.children}
    </AppShell>
  )
  const result = render(
    options.onCommit ? (
      <Profiler id="app" onRender={options.onCommit}>
        {app}
      </Profiler>
    ) : (
      app
    ),
  )
  // The shell auto-connects on mount; wait until that has settled so the button is usable (and,
  // with a locale, until its catalogue has arrived: the shell's scope then carries its `lang`).
  const locale = options.shell?.locale === undefined ? 'en' : resolveLocale([options.shell.locale])
  await vi.waitFor(() => {
    expect(result.container.querySelector('[data-rk]')).toHaveAttribute('lang', locale)
    expect(result.container.querySelector('.rpgf-header > .rpgf-button')).toBeEnabled()
  })
  return {
    ...result,
    services,
    wallet,
    rpc,
    storage,
    auth,
    // Tests that fake the clock (the 1500 ms hint) let user-event move it; others run on real time.
    user: userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) }),
    async connect(connectOptions = {}) {
      await act(() => services.connection.connect('mock', connectOptions))
      // With sign-in on, a connected wallet is asked to verify before its account shows in the header.
      await vi.waitFor(() => expect(document.querySelector('.rpgf-chain-button, .rpgf-sign-in')).toBeInTheDocument())
    },
  }
}

/** The account button: named by the shortened address first. */
export const accountButton = (): HTMLElement => screen.getByRole('button', { name: new RegExp(`^${TEST_ACCOUNT_SHORT}`) })
/** The chain button: named by the chain (or `Wrong network`) it shows, then what it does. */
export const chainButton = (): HTMLElement => screen.getByRole('button', { name: /, Chain Selector$/ })
