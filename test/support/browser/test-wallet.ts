import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { installTestWallet, type TestWalletFailures, type TestWalletOptions, type TestWalletProvider } from '../wallet/eip1193-test-wallet.js'

/** How the injected wallet announces itself by EIP-6963, and so how the connect dialog names it. */
export const TEST_WALLET_NAME = 'Test Wallet'
const TEST_WALLET_ICON =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%228%22 fill=%22%23335%22/%3E%3C/svg%3E'

/**
 * The EIP-1193 + EIP-6963 test wallet as an init script for every page of a context, on the
 * run's real nodes (31337 and 10). It remembers the granted access in the page's localStorage,
 * so a reload (or a second tab) finds it connected, as an extension would.
 */
export function testWalletScript(overrides: Partial<TestWalletOptions> = {}): { content: string } {
  const { localChainUrl, opChainUrl } = inject('e2e')
  const options: TestWalletOptions = {
    rpcUrls: { 31337: localChainUrl, 10: opChainUrl },
    chainId: 31337,
    name: TEST_WALLET_NAME,
    rdns: 'org.example.testwallet',
    icon: TEST_WALLET_ICON,
    uuid: '6e2e6e2e-0000-4000-8000-000000000001',
    persistKey: 'e2e-test-wallet-granted',
    ...overrides,
  }
  // The transform that runs the tests may wrap functions in `__name(...)`: the page needs it too.
  return { content: `(() => { const __name = (target) => target; (${installTestWallet.toString()})(window, ${JSON.stringify(options)}) })()` }
}

type WalletWindow = { ethereum?: TestWalletProvider }

/** The wallet's test controls, driven from inside the page (what a user does in the extension). */
export const testWallet = (page: Page) => ({
  emitChainChanged: (chainId: number) => page.evaluate((id) => (window as unknown as WalletWindow).ethereum?.__test.emitChainChanged(id), chainId),
  setFailures: (failures: TestWalletFailures) => page.evaluate((next) => (window as unknown as WalletWindow).ethereum?.__test.setFailures(next), failures),
  hold: (method: string) => page.evaluate((name) => (window as unknown as WalletWindow).ethereum?.__test.hold(name), method),
  release: (method: string, error?: { code: number; message: string }) =>
    page.evaluate(
      ([name, answer]) => (window as unknown as WalletWindow).ethereum?.__test.release(name as string, answer as { code: number; message: string } | undefined),
      [method, error] as const,
    ),
  setAccounts: (accounts: string[]) => page.evaluate((next) => (window as unknown as WalletWindow).ethereum?.__test.setAccounts(next), accounts),
  state: () => page.evaluate(() => (window as unknown as WalletWindow).ethereum?.__test.state()),
  requests: () => page.evaluate(() => (window as unknown as WalletWindow).ethereum?.__test.requests() ?? []),
  clearRequests: () => page.evaluate(() => (window as unknown as WalletWindow).ethereum?.__test.clearRequests()),
  requestLog: () => page.evaluate(() => (window as unknown as WalletWindow).ethereum?.__test.requestLog() ?? []),
})
