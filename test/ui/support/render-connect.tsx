import { render, screen, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, vi, type Mock } from 'vitest'
import { createMemoryWallet, MOCK_WALLET, type MemoryStorage, type MemoryWallet, type MemoryWalletOptions } from '../../../src-adapters/memory/index.js'
import { WALLET_CATALOG, type WalletInfo } from '../../../src-domain/index.js'
import { ConnectDialog } from '../../../src-ui/components/ConnectDialog.js'
import { useConnectSettled } from '../../../src-ui/hooks/use-connection.js'
import { ServicesProvider, type AppServices } from '../../../src-ui/services.js'
import { appTestServices } from './app-services.js'

/** Wallets of every kind the connect dialog treats differently. */
export const WALLETS = {
  mock: MOCK_WALLET,
  /** WalletConnect itself: connects by QR code, nothing to download. */
  walletConnect: { ...WALLET_CATALOG.walletConnect, installed: undefined, kind: 'walletConnect', group: 'Popular' },
  /** A phone wallet reached through WalletConnect: QR code, and `Don’t have Rainbow?` leads to its downloads. */
  rainbow: { ...WALLET_CATALOG.rainbow, installed: undefined, kind: 'walletConnect', group: 'Popular' },
  /** An extension that is not installed, with an extension to get: `MetaMask is not installed`. */
  metaMask: { ...WALLET_CATALOG.metaMask, installed: false, kind: 'injected', group: 'Popular' },
  /** Nothing to install: `Browser Wallet is not available`. */
  injected: { ...WALLET_CATALOG.injected, installed: false, kind: 'injected', group: 'Popular' },
} satisfies Record<string, WalletInfo>

export interface ConnectHarness extends RenderResult {
  services: AppServices
  wallet: MemoryWallet
  storage: MemoryStorage
  user: ReturnType<typeof userEvent.setup>
  onClose: Mock<() => void>
  reload: Mock<() => void>
}

export interface RenderConnectOptions extends Pick<MemoryWalletOptions, 'failures' | 'connectDelayMs'> {
  wallets?: readonly WalletInfo[]
  /** What `localStorage` holds before the dialog opens (e.g. `rk-recent`). */
  stored?: Record<string, string>
  /** Where a phone's wallet links go instead of the page's navigation. */
  openLink?: (link: string) => void
}

/** A connect delay no test reaches: the wallet stays `connecting`. */
export const HOUR = 3_600_000

/**
 * Fake timers for every test of the file that also run on their own, so Testing Library's polling
 * works while tests jump ahead with `vi.advanceTimersByTimeAsync`. (Not named `use…`: it is no React hook.)
 */
export function fakeClockPerTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    setViewportWidth(1024)
    vi.useRealTimers()
  })
}

/** The step panel (a region named by its heading). */
export const stepPanel = (): HTMLElement => screen.getByRole('region', { name: /./ })

/** Gives the window a width, as a phone (375) or a desktop (1280) would, and tells listeners. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

/**
 * The connect dialog, open, over the kit's test services as this app runs them (appTestServices),
 * with a wallet of the options' wallets in place of the test wallet (its own 100 ms connect unless
 * the options say otherwise). Tests drive it with user-event and fake timers that also run on their own.
 */
export async function renderConnect(options: RenderConnectOptions = {}): Promise<ConnectHarness> {
  const wallet = createMemoryWallet({
    wallets: options.wallets ?? [MOCK_WALLET],
    ...(options.failures ? { failures: options.failures } : {}),
    ...(options.connectDelayMs === undefined ? {} : { connectDelayMs: options.connectDelayMs }),
  })
  const { services, storage } = await appTestServices({}, { wallet: () => wallet, ...(options.stored ? { stored: options.stored } : {}) })
  services.start()
  const onClose = vi.fn<() => void>()
  const reload = vi.fn<() => void>()

  /** Holds the dialog as the app's ModalProvider does: open until the visitor closes it or a connect settles. */
  function HeldDialog() {
    const [open, setOpen] = useState(true)
    const connectDone = useConnectSettled()
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Connect Wallet
        </button>
        <ConnectDialog
          open={open && !connectDone}
          reload={reload}
          {...(options.openLink ? { openLink: options.openLink } : {})}
          onClose={() => {
            setOpen(false)
            onClose()
          }}
        />
      </>
    )
  }
  const Harness = () => (
    <ServicesProvider services={services}>
      <HeldDialog />
    </ServicesProvider>
  )

  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
  const result = render(<Harness />)
  // Its first paint may wait for modules a busy machine is still loading: tests start from the open list.
  await screen.findByRole('dialog')
  return { ...result, services, wallet, storage, user, onClose, reload }
}
