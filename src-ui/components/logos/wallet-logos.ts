import coinbase from '@web3icons/core/svgs/wallets/background/coinbase.svg.js'
import metamask from '@web3icons/core/svgs/wallets/background/metamask.svg.js'
import rainbow from '@web3icons/core/svgs/wallets/background/rainbow.svg.js'
import safe from '@web3icons/core/svgs/wallets/background/safe.svg.js'
import walletConnect from '@web3icons/core/svgs/wallets/background/wallet-connect.svg.js'
import { BRAVE_WALLET_SVG, BROWSER_WALLET_SVG, MOCK_WALLET_SVG, svgDataUrl } from './drawn-logos.js'

/**
 * Every catalogue wallet's logo (and the Mock Wallet's) by wallet id, as `data:` URLs: the icon
 * package's whole-tile pictures where it has one, drawn ones otherwise. A chunk of its own,
 * fetched when a wallet list or panel is first shown.
 */
export const WALLET_LOGOS: Readonly<Record<string, string>> = {
  metaMask: svgDataUrl(metamask),
  rainbow: svgDataUrl(rainbow),
  coinbaseWallet: svgDataUrl(coinbase),
  walletConnect: svgDataUrl(walletConnect),
  safe: svgDataUrl(safe),
  braveWallet: svgDataUrl(BRAVE_WALLET_SVG),
  injected: svgDataUrl(BROWSER_WALLET_SVG),
  mock: svgDataUrl(MOCK_WALLET_SVG),
}
