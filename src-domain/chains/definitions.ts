import { CONNECTION_MESSAGES } from '../errors/messages.js'
import { CHAIN_ID_LOCAL, CHAIN_ID_OP_GOERLI, CHAIN_ID_OP_MAINNET, NATIVE_CURRENCY_DECIMALS } from '../constants.js'
import type { ChainInfo } from './types.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: NATIVE_CURRENCY_DECIMALS } as const

export const opMainnet: ChainInfo = {
  id: CHAIN_ID_OP_MAINNET,
  name: 'OP Mainnet',
  network: 'optimism',
  nativeCurrency: ether,
  rpcUrls: ['https://mainnet.optimism.io'],
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  testnet: false,
  iconBackground: '#ff5a57',
}

/**
 * Optimism Goerli is retired: its public endpoint (goerli.optimism.io) and the node providers'
 * are gone, so it has no built-in RPC URL. It is offered, and read through VITE_RPC_URL_420 when
 * an operator still runs a node for it; without one its reads fail as an unconfigured chain's do.
 */
export const optimismGoerli: ChainInfo = {
  id: CHAIN_ID_OP_GOERLI,
  name: 'Optimism Goerli',
  network: 'optimism-goerli',
  nativeCurrency: { ...ether, name: 'Goerli Ether' },
  rpcUrls: [],
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli-optimism.etherscan.io' } },
  testnet: true,
  iconBackground: '#ff5a57',
}

export const localChain: ChainInfo = {
  id: CHAIN_ID_LOCAL,
  name: 'Hardhat',
  network: 'hardhat',
  nativeCurrency: ether,
  rpcUrls: ['http://127.0.0.1:8545'],
  testnet: true,
  iconBackground: '#f9f7ec',
}

/** Looks a chain up in a configured list. */
export function findChain(chains: readonly ChainInfo[], chainId: number): ChainInfo | undefined {
  return chains.find((chain) => chain.id === chainId)
}

/** A chain is unsupported when the app was not configured with it. */
export function isUnsupportedChain(chains: readonly ChainInfo[], chainId: number): boolean {
  return findChain(chains, chainId) === undefined
}

/** How a chain the wallet is on is named: its configured name, else `Chain <id>`, marked when unsupported. */
export function chainLabel(chains: readonly ChainInfo[], chainId: number): string {
  const chain = findChain(chains, chainId)
  return chain ? chain.name : `Chain ${chainId} ${CONNECTION_MESSAGES.unsupportedChain}`
}

/** The explorer link of a transaction on a chain, when the chain has an explorer. */
export function transactionUrl(chain: ChainInfo | undefined, hash: string): string | undefined {
  const base = chain?.blockExplorers?.default.url
  return base ? `${base.replace(/\/$/, '')}/tx/${hash}` : undefined
}
