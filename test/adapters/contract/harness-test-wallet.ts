import { inject } from 'vitest'
import { numberToHex } from 'viem'
import { localChain, opMainnet, type Address, type ChainId, type ChainInfo } from '../../../src-domain/index.js'
import type { Backend, BackendPorts } from '../../../src/backends/index.js'
import { peekInjectedWallet } from '../../../src-adapters/wallet-kernel/peek.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { installTestWallet, type TestWalletFailures, type TestWalletProvider } from '../../support/wallet/eip1193-test-wallet.js'
import type { ContractFailures, WalletHarness } from './wallet-contract.js'

export const TEST_WALLET_NAME = 'Contract Test Wallet'
export const TEST_WALLET_RDNS = 'org.example.contractwallet'
const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'
const ACCOUNTS = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] as const
/** A chain the app does not configure, served by the 31337 node so the wallet can really sit on it. */
const UNSUPPORTED_CHAIN = 999

export type FakeWindow = EventTarget & { ethereum?: unknown }

/** The app's chains pointed at this run's nodes (31337 and 10); 420 and 999 are left out on purpose. */
export function nodeChains(urls: Record<number, string> = inject('chainUrls')): ChainInfo[] {
  return [
    { ...localChain, rpcUrls: [urls[31337] as string] },
    { ...opMainnet, rpcUrls: [urls[10] as string] },
  ]
}

/** One JSON-RPC call straight to a node: the test's own hand on the chain (funding, mining). */
export async function nodeRequest(url: string, method: string, params: readonly unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

function walletError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

/**
 * The failures the test wallet has no flag for, played at its EIP-1193 door: an internal error on
 * a switch, and a connect that grants no accounts. The adapters hold the same provider object, so
 * they meet these exactly as they would a wallet's.
 */
function interceptRequests(provider: TestWalletProvider, failures: () => ContractFailures): void {
  const forward = provider.request.bind(provider)
  provider.request = async (args) => {
    const current = failures()
    if (current.switchChain === 'failed' && args.method === 'wallet_switchEthereumChain') {
      throw walletError(-32603, 'Internal JSON-RPC error: the wallet could not switch.')
    }
    if (current.connect === 'emptyAccounts' && (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts')) {
      await forward(args)
      return []
    }
    return forward(args)
  }
}

function testWalletFailures({ connect, switchChain, sign, sendTransaction }: ContractFailures): TestWalletFailures {
  return {
    ...(connect && connect !== 'emptyAccounts' ? { connect } : {}),
    ...(switchChain && switchChain !== 'failed' ? { switchChain } : {}),
    ...(sign ? { sign } : {}),
    ...(sendTransaction ? { sendTransaction } : {}),
  }
}

/**
 * A backend over the EIP-1193/EIP-6963 test wallet on a fake window, backed by the real anvil
 * nodes of the run (31337, and 10 to switch to). A reload is a new port over the same window
 * and storage, as a page reload gives the app.
 */
export function createTestWalletHarness(backend: Backend): WalletHarness {
  const urls = inject('chainUrls')
  const chains = nodeChains(urls)
  const window: FakeWindow = new EventTarget()
  const storage = createMemoryStorage()
  let failures: ContractFailures = {}
  const provider = installTestWallet(window, {
    rpcUrls: { ...urls, [UNSUPPORTED_CHAIN]: urls[31337] as string },
    chainId: 31337,
    accounts: [...ACCOUNTS],
    name: TEST_WALLET_NAME,
    rdns: TEST_WALLET_RDNS,
    icon: ICON,
  })
  interceptRequests(provider, () => failures)

  const made: BackendPorts[] = []
  // A page load: the backend built over the same window and storage, as the container builds it.
  const load = () => {
    const ports = backend.create({ window, storage, chains })
    made.push(ports)
    return ports
  }
  const { wallet, rpc } = load()
  const nodeOf = (chainId: ChainId) => {
    const url = urls[chainId]
    if (!url) throw new Error(`No node for chain ${chainId} in this run.`)
    return url
  }

  return {
    wallet,
    rpc,
    storage,
    chains,
    walletId: TEST_WALLET_RDNS,
    walletName: TEST_WALLET_NAME,
    accounts: ACCOUNTS as readonly [Address, Address],
    controls: {
      setFailures(next) {
        failures = next
        provider.__test.setFailures(testWalletFailures(next))
      },
      setAccounts: (accounts) => provider.__test.setAccounts([...accounts]),
      emitChainChanged: (chainId) => provider.__test.emitChainChanged(chainId),
      emitDisconnect: () => provider.__test.emitDisconnect(),
      walletChainId: () => provider.__test.state().chainId,
      walletRequests: () => provider.__test.requests(),
      clearWalletRequests: () => provider.__test.clearRequests(),
      fund: async (chainId, address, wei) => void (await nodeRequest(nodeOf(chainId), 'anvil_setBalance', [address, numberToHex(wei)])),
      mine: async (chainId, blocks) => void (await nodeRequest(nodeOf(chainId), 'anvil_mine', [numberToHex(blocks)])),
    },
    reload: () => load().wallet,
    // The boot script of every backend whose wallets are EIP-1193 providers.
    peek: (walletId) => peekInjectedWallet(window, walletId),
    async teardown() {
      for (const ports of made.splice(0)) {
        ports.wallet.destroy?.()
        ports.rpc.destroy?.()
      }
    },
  }
}
