/**
 * Ports of the browser tests: everything they start listens on 127.0.0.1 in 28545-28599,
 * a range no other test area uses.
 */
export const E2E_PORTS = {
  /** The local chain (id 31337) the app is built against. */
  localChain: 28545,
  /** A second node with chain id 10 (OP Mainnet's id) so switching networks reaches a real node. */
  opChain: 28546,
  /** Static servers of the builds: one port per backend, from here up. */
  firstApp: 28550,
  /** `npm run serve` with the sign-in build and its auth API. */
  serve: 28560,
  /** The wagmi build with VITE_DEV_PAGES=on, for `/?dev=transactions`. */
  devPages: 28561,
} as const

export const E2E_HOST = '127.0.0.1'
