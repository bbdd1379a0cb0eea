import { inject } from 'vitest'
import { localChain, opMainnet, type ChainInfo } from '../../../src-domain/index.js'
import { createMemoryStorage, type MemoryStorage } from '../../../src-adapters/memory/index.js'
import { createWagmiWalletPort, type WagmiWallet, type WagmiWalletOptions } from '../../../src-adapters/wagmi/index.js'
import { installTestWallet, type TestWalletOptions, type TestWalletProvider } from '../../support/wallet/eip1193-test-wallet.js'

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SECOND_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
export const TEST_RDNS = 'org.example.testwallet'

/** The app's chains pointed at this run's nodes: 31337 and 10 (the second node), nothing else. */
export function testChains(): ChainInfo[] {
  const urls = inject('chainUrls')
  return [
    { ...localChain, rpcUrls: [urls[31337] as string] },
    { ...opMainnet, rpcUrls: [urls[10] as string] },
  ]
}

export type FakeWindow = EventTarget & { ethereum?: unknown; parent?: unknown }

export interface Harness {
  window: FakeWindow
  storage: MemoryStorage
  wallet: TestWalletProvider
  port: WagmiWallet
  /** A fresh adapter over the same window and storage: what a page reload gives. */
  reload(): WagmiWallet
}

/** A fake window with the EIP-1193/6963 test wallet on it, and a wagmi port over both. */
export function createHarness(walletOptions: Partial<TestWalletOptions> = {}, portOptions: Partial<WagmiWalletOptions> = {}): Harness {
  const window: FakeWindow = new EventTarget()
  const storage = createMemoryStorage()
  const wallet = installTestWallet(window, {
    rpcUrls: inject('chainUrls'),
    chainId: 31337,
    name: 'Test Wallet',
    rdns: TEST_RDNS,
    icon: ICON,
    ...walletOptions,
  })
  const make = () => createWagmiWalletPort({ chains: testChains(), storage, window, ...portOptions })
  return { window, storage, wallet, port: make(), reload: make }
}
