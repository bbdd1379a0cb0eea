/** Non-pending transactions kept per address and chain. */
export const MAX_COMPLETED_TRANSACTIONS = 10
/** Transactions shown in the account dialog. */
export const RECENT_TRANSACTIONS_SHOWN = 3
/** Recently used wallets listed first in the connect dialog. */
export const MAX_RECENT_WALLETS = 3
/** Wallets offered for download on a wide screen. */
export const MAX_DOWNLOAD_WALLETS = 5
/** Wallets offered for download on mobile. */
export const MAX_DOWNLOAD_WALLETS_MOBILE = 3
/** How long the `Copied!` hint stays. */
export const COPIED_HINT_MS = 1500
/** The in-memory wallet resolves a connect after this delay. */
export const MOCK_CONNECT_DELAY_MS = 100
/** Lifetime of the persisted query cache (24 h). */
export const QUERY_CACHE_MAX_AGE_MS = 86_400_000
/** Below this viewport width the dialogs use the compact layout. */
export const COMPACT_BREAKPOINT_PX = 768
/** Modal max height in the compact layout. */
export const MODAL_MAX_HEIGHT_COMPACT_PX = 468
/** Modal max height in the wide layout. */
export const MODAL_MAX_HEIGHT_WIDE_PX = 504
/** Addresses at least this long are shortened. */
export const ADDRESS_SHORTEN_MIN_LENGTH = 8
/** Characters kept at each end of a shortened address. */
export const ADDRESS_SHORTEN_KEEP = 4
/** Names longer than this are cut. */
export const NAME_MAX_LENGTH = 24
/** Decimals of every supported chain's native currency. */
export const NATIVE_CURRENCY_DECIMALS = 18
/** Default timeout of a WalletConnect relay request (five minutes). */
export const RELAY_DEFAULT_TIMEOUT_MS = 300_000
/**
 * A WalletConnect connect with no pairing URI this long after it was asked for: the relay is taken
 * as unreachable (a blocked network, a captive portal, an outage) and the visitor is offered
 * `Try again` and the wallet's download, instead of a spinner that never ends.
 */
export const PAIRING_URI_TIMEOUT_MS = 5_000
/** The connection-UI version stored under `rk-version`. */
export const CONNECTION_UI_VERSION = '1.0.10'
/** Chain ids the product knows. */
export const CHAIN_ID_OP_MAINNET = 10
export const CHAIN_ID_OP_GOERLI = 420
export const CHAIN_ID_LOCAL = 31337

/** Storage keys, compatible with the app this replaces. */
export const STORAGE_KEY_RECENT_WALLETS = 'rk-recent'
export const STORAGE_KEY_VERSION = 'rk-version'
export const STORAGE_KEY_TRANSACTIONS = 'rk-transactions'
/**
 * The wallet id of the connection in place, whatever the backend: ConnectionService writes it when
 * a wallet connects and removes it when the connection ends. The page's boot script reads it
 * before the first paint, to show the shell as reconnecting, and `WalletPort.reconnect` is given
 * it: the one record of the last wallet.
 */
export const STORAGE_KEY_LAST_WALLET = 'rk-last-wallet'
/** The longest name record kept (ENS's own names are far shorter): a longer one is no name to show. */
export const MAX_NAME_RECORD_LENGTH = 255
/** The longest avatar URL kept. */
export const MAX_AVATAR_URL_LENGTH = 2048
/** Where an `ipfs://` avatar is fetched: an https gateway, the content's id and path after it. */
export const IPFS_GATEWAY_URL = 'https://ipfs.io/ipfs/'
/** How long an account's name and avatar are taken as current before they are looked up again (1 h). */
export const NAME_STALE_MS = 3_600_000
