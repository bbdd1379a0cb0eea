/**
 * The EIP-6963 rdns of the catalogue's wallets that announce themselves, by catalogue id: an
 * announced wallet takes its catalogue id, so stored ids stay the same however it was found.
 */
export const CATALOG_RDNS = {
  metaMask: 'io.metamask',
  rainbow: 'me.rainbow',
  coinbaseWallet: 'com.coinbase.wallet',
  braveWallet: 'com.brave.wallet',
  trust: 'com.trustwallet.app',
  zerion: 'io.zerion.wallet',
  rabby: 'io.rabby',
  okx: 'com.okex.wallet',
  phantom: 'app.phantom',
  backpack: 'app.backpack',
  enkrypt: 'com.enkrypt',
  xdefi: 'xyz.ctrl',
  tokenPocket: 'pro.tokenpocket',
  exodus: 'com.exodus.web3-wallet',
  coin98: 'com.coin98',
  ronin: 'com.roninchain.wallet',
} as const

/** `Browser Wallet`: a plain `window.ethereum` that announces nothing. */
export const INJECTED_WALLET_ID = 'injected'

/** The id a wallet announced under `rdns` is stored under: its catalogue id, else the rdns itself. */
export function walletIdOfRdns(rdns: string): string {
  return Object.entries(CATALOG_RDNS).find(([, known]) => known === rdns)?.[0] ?? rdns
}
