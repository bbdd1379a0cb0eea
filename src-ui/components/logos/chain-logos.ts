import optimism from '@web3icons/core/svgs/networks/background/optimism.svg.js'
import { CHAIN_ID_LOCAL, CHAIN_ID_OP_GOERLI, CHAIN_ID_OP_MAINNET } from '../../../src-domain/constants.js'
import { HARDHAT_SVG, svgDataUrl } from './drawn-logos.js'

const OP = svgDataUrl(optimism)

/** Every configured chain's logo by chain id, as `data:` URLs. A chunk of its own, fetched when a chain button or list is first shown. */
export const CHAIN_LOGOS: Readonly<Record<string, string>> = {
  [CHAIN_ID_OP_MAINNET]: OP,
  // The test network wears its main network's logo, as wallets show it.
  [CHAIN_ID_OP_GOERLI]: OP,
  [CHAIN_ID_LOCAL]: svgDataUrl(HARDHAT_SVG),
}
