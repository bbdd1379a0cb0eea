/**
 * Ports of the server tests (test/server/**): everything they start listens on 127.0.0.1 in
 * 48545-48599, a range no other test area uses. One block per file so files run in parallel.
 */
export const SERVER_PORTS = {
  signIn: { chain: 48545, http: 48546, httpsOrigin: 48547 },
  attacks: { chain: 48550, http: 48551 },
  nonces: { chain: 48555, http: 48556 },
  contractWallets: { chain: 48560, http: 48561 },
  redis: { chain: 48565, redis: 48566, httpA: 48567, httpB: 48568, nothing: 48569 },
  hosting: { chain: 48570, vite: 48571, serve: 48572 },
} as const
