/**
 * ethers itself is loaded on first use (a connect's first signature or transaction, the first
 * chain read), never at page load: listing wallets and connecting need only EIP-1193.
 */
export const loadEthers = () => import('./parts.js')

/** The chain reads' transport over ethers, loaded (with ethers) on the first read. */
export const importReads = () => import('./transport.js')

/** What a connect and the first balance read after it load on first use: the reads, and ethers with them. */
export async function preloadEthersConnect(): Promise<void> {
  await importReads()
}
