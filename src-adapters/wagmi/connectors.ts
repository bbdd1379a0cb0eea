import { injected, mock, type CreateConnectorFn } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { MOCK_CONNECT_DELAY_MS, type Address } from '../../src-domain/index.js'
import { withCheckedAccounts, type InjectedTarget } from '../wallet-kernel/index.js'

/** Hardhat's and anvil's first funded account: the mock's default, only on the local chain. */
const MOCK_ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * wagmi's injected connector bound to one EIP-1193 provider (an EIP-6963 announcement or
 * `window.ethereum`). Changes: the provider is the one given, so it works without a global
 * `window` (Node tests pass a fake one); no listening before a connect; two wallet requests per
 * connect and per auto-connect (accounts, chain); and an accounts change to none is reported as
 * such (`change` with no accounts) before wagmi turns it into a disconnect.
 */
export function injectedConnector(target: InjectedTarget): CreateConnectorFn {
  const provider = withCheckedAccounts(target.provider) as unknown as EIP1193Provider
  // No disconnect shim: whether to restore a wallet is the port's own remembered choice, and the
  // shim's permission prompt cost one wallet request more per connect (eth_requestAccounts suffices).
  const base = injected({ shimDisconnect: false, target: { id: target.walletId, name: target.name, provider, ...(target.icon ? { icon: target.icon } : {}) } })
  return (config) => {
    const connector = base(config)
    return {
      ...connector,
      getProvider: async () => provider,
      // wagmi's setup listens for a connect the wallet starts by itself; this port connects only
      // on the user's pick, and that listener doubled the wallet's requests on every connect.
      setup: async () => {},
      // Asked only for the wallet the user connected last; the reconnect's own eth_accounts says
      // whether the wallet still knows the app, so asking it here as well is a wasted round trip.
      isAuthorized: async () => true,
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) config.emitter.emit('change', { accounts: [] })
        return connector.onAccountsChanged.call(this, accounts)
      },
    }
  }
}

/**
 * wagmi's mock connector on the local chain, connecting after the spec's 100 ms. It signs and
 * sends through the local node's unlocked accounts.
 */
export function mockConnector(args: { id: string; name: string; accounts?: readonly [Address, ...Address[]]; delayMs?: number }): CreateConnectorFn {
  const base = mock({ accounts: args.accounts ?? [MOCK_ACCOUNT], features: { reconnect: true } })
  const delay = args.delayMs ?? MOCK_CONNECT_DELAY_MS
  return (config) => {
    const connector = base(config)
    return {
      ...connector,
      id: args.id,
      name: args.name,
      connect: async function (this: typeof connector, parameters?: Parameters<typeof connector.connect>[0]) {
        await new Promise((resolve) => setTimeout(resolve, delay))
        return connector.connect.call(this, parameters)
      } as typeof connector.connect,
    }
  }
}
