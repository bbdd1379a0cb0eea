/**
 * The kit's testing entry (`retropgf-connect/testing`): components rendered over the in-memory wallet
 * and chain, with controls to play wallet events, mine blocks and set names. No keys, no network.
 *
 * @module retropgf-connect/testing
 */
import { render, waitFor, type RenderResult } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { WalletProvider, type WalletProviderProps } from '../../src-ui/WalletProvider.js'
import { createTestServices, type TestServices, type TestServicesOptions } from './test-services.js'

export { createTestServices, TEST_ACCOUNT, type TestServices, type TestServicesOptions } from './test-services.js'
export { testContract, testErc20 } from './test-services.js'
export type {
  TestWallet,
  TestChain,
  TestStorage,
  TestWalletFailures,
  TestNames,
  TestNameRecord,
  TestContract,
  TypedTestContract,
  TestCall,
  TestTokenOptions,
} from './test-services.js'

export interface RenderWithWalletOptions
  extends TestServicesOptions,
    Pick<WalletProviderProps, 'theme' | 'locale' | 'queryClient' | 'modalSize' | 'appInfo' | 'avatar'> {}

export interface RenderWithWalletResult extends RenderResult, Omit<TestServices, 'storage'> {
  /** testing-library's user-event, set up for this render. */
  user: ReturnType<typeof userEvent.setup>
}

/**
 * Renders `ui` inside a `WalletProvider` over the in-memory wallet and chain (see
 * {@link createTestServices}), and resolves once the wallet's first reconnect has settled: with
 * `connected: true` the account is then shown.
 */
export async function renderWithWallet(ui: ReactElement, options: RenderWithWalletOptions = {}): Promise<RenderWithWalletResult> {
  const { theme, locale, queryClient, modalSize, appInfo, avatar, ...serviceOptions } = options
  const { services, wallet, rpc, names } = await createTestServices(serviceOptions)
  const user = userEvent.setup()
  const result = render(
    <WalletProvider
      services={services}
      {...(theme === undefined ? {} : { theme })}
      {...(locale === undefined ? {} : { locale })}
      {...(queryClient === undefined ? {} : { queryClient })}
      {...(modalSize === undefined ? {} : { modalSize })}
      {...(appInfo === undefined ? {} : { appInfo })}
      {...(avatar === undefined ? {} : { avatar })}
    >
      {ui}
    </WalletProvider>,
  )
  await waitFor(() => {
    const { status } = services.connection.getState()
    if (status === 'reconnecting' || (serviceOptions.connected && status !== 'connected')) throw new Error(`The test wallet is ${status}.`)
  })
  return { ...result, user, wallet, rpc, names, services }
}
