/**
 * Ports of the adapter tests (test/adapters/**): everything they start listens on 127.0.0.1 in
 * 18545-18560, a range no other test area uses.
 */
export const ADAPTER_PORTS = {
  /** The local chain, id 31337, started once per run by the globalSetup. */
  localChain: 18545,
  /** A second node with chain id 10 (OP Mainnet's id) to switch to. */
  opChain: 18546,
  /** Free for tests that start their own node or servers (local-chain tests, RPC fallback proxies). */
  spare: [18550, 18551, 18552, 18553, 18554, 18555, 18556, 18557, 18558, 18559, 18560],
} as const

export const LOCAL_CHAIN_ID = 31337
export const OP_CHAIN_ID = 10
