import { inject } from 'vitest'
import { localChain, opMainnet, type Address, type ChainId, type ChainInfo } from '../../../src-domain/index.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { createWagmiChainRpc, createWagmiWalletPort, type WagmiWallet } from '../../../src-adapters/wagmi/index.js'
import { installTestWallet, type TestWalletProvider } from '../../support/wallet/eip1193-test-wallet.js'
import type { ContractFailures, WalletHarness } from './wallet-contract.js'

const ACCOUNTS = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] as const satisfies readonly [Address, Address]
const RDNS = 'org.example.testwallet'
const NAME = 'Test Wallet'
const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'

async function nodeCall(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'node error'}`)
  return body.result
}

function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code })
}

/**
 * Puts in front of the test wallet the two failure modes it has no flag for (a connect answered
 * with no accounts, an internal error on a switch), and announces that front by EIP-6963.
 */
function announceFront(target: EventTarget, wallet: TestWalletProvider, failures: () => ContractFailures): void {
  const front = {
    request: async (args: { method: string; params?: unknown }) => {
      const mode = failures()
      if (mode.connect === 'emptyAccounts' && (args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions')) {
        return args.method === 'eth_requestAccounts' ? [] : [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [] }] }]
      }
      if (mode.switchChain === 'failed' && args.method === 'wallet_switchEthereumChain') throw rpcError(-32603, 'Internal JSON-RPC error.')
      return wallet.request(args)
    },
    on: (event: string, listener: (...args: unknown[]) => void) => (wallet.on(event, listener), front),
    removeListener: (event: string, listener: (...args: unknown[]) => void) => (wallet.removeListener(event, listener), front),
  }
  const info = Object.freeze({ uuid: '6f1c1d2e-0000-4000-8000-000000000001', name: NAME, icon: ICON, rdns: RDNS })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: front }) }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/**
 * The wagmi backend over the real anvil nodes (31337 and 10) through the EIP-1193 test wallet,
 * found by EIP-6963 on a fake window; reads through viem with fallback transports.
 */
export function createWagmiHarness(): WalletHarness {
  const urls = inject('chainUrls')
  const chains: ChainInfo[] = [
    { ...localChain, rpcUrls: [urls[31337] as string] },
    { ...opMainnet, rpcUrls: [urls[10] as string] },
  ]
  const window = new EventTarget()
  const storage = createMemoryStorage()
  let failures: ContractFailures = {}
  const wallet = installTestWallet(window, { rpcUrls: urls, chainId: 31337, accounts: [...ACCOUNTS], name: NAME, rdns: RDNS, icon: ICON, announce: false, setEthereum: false })
  announceFront(window, wallet, () => failures)
  const ports: WagmiWallet[] = []
  const make = () => {
    const port = createWagmiWalletPort({ chains, storage, window })
    ports.push(port)
    return port
  }
  const rpc = createWagmiChainRpc({ chains, pollingIntervalMs: 20 })
  const urlOf = (chainId: ChainId) => urls[chainId] as string

  return {
    wallet: make(),
    rpc,
    chains,
    walletId: RDNS,
    walletName: NAME,
    accounts: ACCOUNTS,
    controls: {
      setFailures(next) {
        failures = next
        const { connect, switchChain, sign, sendTransaction } = next
        wallet.__test.setFailures({
          ...(connect === 'userRejected' || connect === 'resourceUnavailable' ? { connect } : {}),
          ...(switchChain && switchChain !== 'failed' ? { switchChain } : {}),
          ...(sign ? { sign } : {}),
          ...(sendTransaction ? { sendTransaction } : {}),
        })
      },
      setAccounts: (next) => wallet.__test.setAccounts([...next]),
      emitChainChanged: (chainId) => wallet.__test.emitChainChanged(chainId),
      emitDisconnect: () => wallet.__test.emitDisconnect(),
      walletChainId: () => wallet.__test.state().chainId,
      walletRequests: () => wallet.__test.requests(),
      clearWalletRequests: () => wallet.__test.clearRequests(),
      fund: async (chainId, address, wei) => void (await nodeCall(urlOf(chainId), 'anvil_setBalance', [address, `0x${wei.toString(16)}`])),
      mine: async (chainId, blocks) => void (await nodeCall(urlOf(chainId), 'anvil_mine', [`0x${blocks.toString(16)}`])),
    },
    reload: make,
    unconfiguredChainKind: 'chainNotConfigured',
    teardown: async () => {
      for (const port of ports.splice(0)) port.destroy()
      rpc.destroy()
    },
  }
}
