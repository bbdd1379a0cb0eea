import { generatePrivateKey } from 'viem/accounts'
import { localChain, opMainnet, WALLET_CATALOG, type Address, type Hex, type TransactionRequest } from '../../../src-domain/index.js'
import {
  createMemoryChainRpc,
  createMemoryStorage,
  createMemoryWallet,
  MOCK_WALLET,
  peekMemoryWallet,
  TEST_ACCOUNT,
  type MemoryWallet,
  type MemoryWalletFailures,
} from '../../../src-adapters/memory/index.js'
import type { ContractFailures, WalletHarness } from './wallet-contract.js'

const SECOND_ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The contract's failure names in the memory wallet's terms; it knows no 4902: every chain it can reach is "added". */
function memoryFailures({ connect, switchChain, sign, sendTransaction }: ContractFailures): MemoryWalletFailures {
  return {
    ...(connect ? { connect } : {}),
    ...(switchChain && switchChain !== 'unrecognized' ? { switchChain } : {}),
    ...(sign ? { signMessage: sign } : {}),
    ...(sendTransaction ? { sendTransaction } : {}),
  }
}

/**
 * The memory backend over the memory chain: no node, so a sent transaction is "mined" into the
 * memory chain RPC (receipt in the next block, value credited to the recipient), which is what
 * lets the same send/receipt/balance case assert real numbers here too.
 */
export function createMemoryHarness(): WalletHarness {
  const storage = createMemoryStorage()
  const rpc = createMemoryChainRpc()
  const accounts = [TEST_ACCOUNT, SECOND_ACCOUNT] as const
  let failures: ContractFailures = {}

  const send = async (request: TransactionRequest): Promise<Hex> => {
    const chainId = request.chainId ?? localChain.id
    const hash = generatePrivateKey() // 32 random bytes, the shape of a transaction hash
    if (request.to && request.value) {
      const before = await rpc.getBalance({ address: request.to, chainId })
      rpc.control.setBalance(chainId, request.to, before + request.value)
    }
    rpc.control.mine(chainId, 1, { hash, status: 'success' })
    return hash
  }
  const make = (): MemoryWallet => {
    return createMemoryWallet({
      accounts,
      // 999 is reachable (the unsupported-chain case), 420 is not: like a wallet without that network.
      chainIds: [localChain.id, opMainnet.id, 999],
      wallets: [MOCK_WALLET, { ...WALLET_CATALOG.braveWallet, installed: false, kind: 'injected', group: 'Popular' }],
      failures: memoryFailures(failures),
      send,
    })
  }
  const wallet = make()

  return {
    wallet,
    rpc,
    storage,
    chains: [localChain, opMainnet],
    walletId: MOCK_WALLET.id,
    walletName: MOCK_WALLET.name,
    accounts,
    controls: {
      setFailures(next) {
        failures = next
        wallet.control.setFailures(memoryFailures(next))
      },
      setAccounts: (next) => wallet.control.emit({ type: 'accountsChanged', accounts: next }),
      emitChainChanged: (chainId) => wallet.control.emit({ type: 'chainChanged', chainId }),
      emitDisconnect: () => wallet.control.emit({ type: 'disconnected' }),
      walletChainId: () => undefined,
      walletRequests: () => undefined,
      clearWalletRequests: () => {},
      fund: async (chainId, address, wei) => rpc.control.setBalance(chainId, address, wei),
      mine: async (chainId, blocks) => rpc.control.mine(chainId, blocks),
    },
    reload: make,
    // The memory backend's boot script.
    peek: peekMemoryWallet,
    teardown: async () => {},
  }
}
