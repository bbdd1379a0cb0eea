/**
 * ethers itself is loaded on first use (a connect's first signature or transaction, the first
 * chain read), never at page load: listing wallets and connecting need only EIP-1193.
 */
export const loadEthers = () => import('./parts.js')

// The fallback rule and the chain check load with ethers, on the first read: a first visit makes none.
export const loadReads = () => Promise.all([import('../injected/rpc-fallback.js'), import('../injected/chain-check.js'), import('../injected/rpc-answers.js')])

/** What a connect and the first balance read after it load on first use: ethers and the reads' rule. */
export async function preloadEthersConnect(): Promise<void> {
  await Promise.all([loadEthers(), loadReads()])
}
