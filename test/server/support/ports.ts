/**
 * Ports of the server tests (test/server/**): everything they start listens on 127.0.0.1 in
 * 31545-31599, a range no other test area uses, below the kernel's ephemeral ports (32768+) so an outgoing connection cannot hold one. One block per file so files run in parallel.
 */
export const SERVER_PORTS = {
  signIn: { chain: 31545, http: 31546, httpsOrigin: 31547 },
  attacks: { chain: 31550, http: 31551 },
  nonces: { chain: 31555, http: 31556 },
  contractWallets: { chain: 31560, http: 31561 },
  redis: { chain: 31565, redis: 31566, httpA: 31567, httpB: 31568, nothing: 31569 },
  hosting: { chain: 31570, vite: 31571, serve: 31572 },
  floods: { chain: 31575, http: 31576 },
  nodeFailures: { chain: 31580, proxy: 31581, http: 31582, refused: 31583 },
  redisFaults: { chain: 31585, redis: 31586, http: 31587, serve: 31588, nothing: 31589 },
  hostile: { chain: 31590, http: 31591 },
  sizes: { http: 31592 },
} as const
