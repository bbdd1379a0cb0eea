import { act, render, screen, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContainerModule } from 'inversify'
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react'
import { expect, vi } from 'vitest'
import {
  createMemoryAuth,
  createMemoryChainRpc,
  createMemoryStorage,
  createMemoryWallet,
  TEST_ACCOUNT,
  type MemoryAuth,
  type MemoryAuthOptions,
  type MemoryChainRpc,
  type MemoryStorage,
  type MemoryWallet,
  type MemoryWalletOptions,
} from '../../../src-adapters/memory/index.js'
import type { ChainId, ChainRpcPort, StoragePort } from '../../../src-domain/index.js'
import { readConfig } from '../../../src/config.js'
import { createAppContainer } from '../../../src/container.js'
import { resolveServices } from '../../../src/services.js'
import { TOKENS } from '../../../src/tokens.js'
import { AppShell, type AppShellProps } from '../../../src-ui/App.js'
import { resolveLocale } from '../../../src-ui/i18n/locales.js'
import type { AppServices } from '../../../src-ui/services.js'

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

export interface RenderAppOptions extends Pick<MemoryWalletOptions, 'chainId' | 'chainIds' | 'failures' | 'connectDelayMs'> {
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

/**
 * The whole app shell (button, dialogs, theme, live region) over the app's real container with
 * the in-memory backend; the wallet connects in the next task (no 100 ms delay) unless a test says otherwise.
 */
export async function renderApp(options: RenderAppOptions = {}): Promise<AppHarness> {
  const storage = createMemoryStorage(options.stored)
  const base = createMemoryWallet({
    connectDelayMs: options.connectDelayMs ?? 0,
    ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
    ...(options.chainIds ? { chainIds: options.chainIds } : {}),
    ...(options.failures ? { failures: options.failures } : {}),
  })
  const { switchGate, connectGate } = options
  const gated: MemoryWallet =
    switchGate || connectGate
      ? {
          ...base,
          ...(switchGate ? { switchChain: async (chainId: ChainId) => (await switchGate, base.switchChain(chainId)) } : {}),
          ...(connectGate ? { connect: async (...args: Parameters<MemoryWallet['connect']>) => (await connectGate, base.connect(...args)) } : {}),
        }
      : base
  const wallet = options.wrapWallet ? options.wrapWallet(gated) : gated
  if (options.walletPreload) wallet.preload = options.walletPreload
  const rpc = createMemoryChainRpc()
  for (const chainId of [10, 420, 31337]) rpc.control.setBalance(chainId, TEST_ACCOUNT, TEST_BALANCE_WEI)
  const backend = new ContainerModule(({ bind }) => {
    bind(TOKENS.Wallet).toConstantValue(wallet)
    bind(TOKENS.ChainRpc).toConstantValue(options.wrapRpc ? options.wrapRpc(rpc) : rpc)
  })
  const auth = options.signIn ? createMemoryAuth(options.signIn === true ? {} : { failures: options.signIn }) : undefined
  const config = readConfig({ VITE_WALLET_BACKEND: 'memory', ...(auth ? { VITE_SIGN_IN: 'siwe' } : {}) }, { dev: true })
  // Receipts polled as often as the in-memory chain can mine, so tests wait milliseconds, not seconds.
  const container = await createAppContainer({ config, storage: options.storagePort ?? storage, backend, receiptPollingMs: 50, ...(auth ? { auth } : {}) })
  const services = resolveServices(container, config)
  const app = (
    <AppShell services={services} {...options.shell}>
      {options.children}
    </AppShell>
  )
  const result = render(options.onCommit ? <Profiler id="app" onRender={options.onCommit}>{app}</Profiler> : app)
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
      await vi.waitFor(() => expect(result.container.querySelector('.rpgf-chain-button')).toBeInTheDocument())
    },
  }
}

/** The account button: named by the shortened address first. */
export const accountButton = (): HTMLElement => screen.getByRole('button', { name: new RegExp(`^${TEST_ACCOUNT_SHORT}`) })
/** The chain button: named by the chain (or `Wrong network`) it shows, then what it does. */
export const chainButton = (): HTMLElement => screen.getByRole('button', { name: /, Chain Selector$/ })
