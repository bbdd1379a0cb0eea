// Named re-exports, so the bundler keeps only what the backend uses: `import('ethers')` keeps the
// whole namespace (137 KiB gzip against 90 KiB for these).
export { BrowserProvider, FetchRequest, JsonRpcProvider, JsonRpcSigner, Network } from 'ethers'
