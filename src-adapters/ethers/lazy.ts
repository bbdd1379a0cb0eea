/**
 * ethers itself is loaded on first use (a connect's first signature or transaction, the first
 * chain read), never at page load: listing wallets and connecting need only EIP-1193.
 */
export const loadEthers = () => import('./parts.js')
