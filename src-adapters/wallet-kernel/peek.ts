import type { ConnectResult } from '../../src-domain/ports/wallet-port.js'
import { INJECTED_WALLET_ID, walletIdOfRdns } from '../../src-domain/wallets/rdns.js'
import { createEip6963Discovery } from './discovery.js'
import { isEip1193Provider, type Eip1193Provider, type WalletWindow } from './eip1193.js'
import { parseAccounts, parseChainId } from './requests.js'

/** How long a wallet may take to say whether it still knows the site before the page stops asking. */
export const PEEK_TIMEOUT_MS = 1_000

/** The wallet stored as `walletId`, found as the backends find it: announced (EIP-6963), or `Browser Wallet`. */
function findWallet(target: WalletWindow, walletId: string): Eip1193Provider | undefined {
  const discovery = createEip6963Discovery(target)
  // Wallets announce while the request event is dispatched, so the list is complete here.
  const announced = discovery.wallets().find((entry) => walletIdOfRdns(entry.rdns) === walletId)
  discovery.stop()
  if (announced) return announced.provider
  const legacy = walletId === INJECTED_WALLET_ID ? target.ethereum : undefined
  return isEip1193Provider(legacy) ? legacy : undefined
}

/**
 * What a remembered injected wallet says about this site before any app code runs: its accounts
 * (`eth_accounts` never prompts) and its chain, as `WalletPort.reconnect` would restore them, but
 * opening no session and listening to nothing. Null when the wallet is not in this browser, has
 * forgotten the site, answers something that is no account or chain, fails, or takes longer
 * than `timeoutMs`. A page shows the answer early; the backend's own reconnect has the last word.
 */
export async function peekInjectedWallet(target: WalletWindow, walletId: string, { timeoutMs = PEEK_TIMEOUT_MS } = {}): Promise<ConnectResult | null> {
  const wallet = findWallet(target, walletId)
  if (!wallet) return null
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  const ask = (async (): Promise<ConnectResult | null> => {
    const accounts = parseAccounts(await wallet.request({ method: 'eth_accounts' }))
    if (accounts.length === 0) return null
    return { walletId, accounts, chainId: parseChainId(await wallet.request({ method: 'eth_chainId' })) }
  })().catch(() => null)
  try {
    return await Promise.race([ask, late])
  } finally {
    clearTimeout(timer)
  }
}
