import { describe, expect, it } from 'vitest'
import {
  CHAIN_ID_LOCAL,
  CHAIN_ID_OP_GOERLI,
  CHAIN_ID_OP_MAINNET,
  chainLabel,
  findChain,
  isUnsupportedChain,
  localChain,
  opMainnet,
  optimismGoerli,
  transactionUrl,
} from '../../../src-domain/index.js'

const configured = [opMainnet, optimismGoerli]

describe('chains (spec 1, 3, 9)', () => {
  it.each([
    [10, 'OP Mainnet', false, opMainnet],
    [420, 'Optimism Goerli', true, optimismGoerli],
    [31337, 'Hardhat', true, localChain],
  ] as const)('chain id %i is %j, testnet %j, native currency with 18 decimals', (id, name, testnet, chain) => {
    expect(chain.id).toBe(id)
    expect(chain.name).toBe(name)
    expect(chain.testnet).toBe(testnet)
    expect(chain.nativeCurrency.decimals).toBe(18)
    expect(chain.nativeCurrency.symbol).toBe('ETH')
    // Optimism Goerli is retired: no public endpoint is left to name (VITE_RPC_URL_420 names an operator's node).
    expect(chain.rpcUrls.length > 0).toBe(chain !== optimismGoerli)
    expect(chain.iconBackground).toMatch(/^#[0-9a-f]{3,6}$/i)
  })

  it('names the chain ids 10, 420 and 31337 as constants', () => {
    expect([CHAIN_ID_OP_MAINNET, CHAIN_ID_OP_GOERLI, CHAIN_ID_LOCAL]).toEqual([10, 420, 31337])
  })

  it.each([
    [10, false, 'OP Mainnet'],
    [420, false, 'Optimism Goerli'],
    [1, true, 'Chain 1 (unsupported)'],
    [31337, true, 'Chain 31337 (unsupported)'],
  ])('chain %i against OP Mainnet + Goerli: unsupported %j, labelled %j', (chainId, unsupported, label) => {
    expect(isUnsupportedChain(configured, chainId)).toBe(unsupported)
    expect(findChain(configured, chainId)?.id).toBe(unsupported ? undefined : chainId)
    expect(chainLabel(configured, chainId)).toBe(label)
  })

  it('links a transaction to the chain explorer, and to nothing without one', () => {
    const hash = `0x${'ab'.repeat(32)}`
    expect(transactionUrl(opMainnet, hash)).toBe(`https://optimistic.etherscan.io/tx/${hash}`)
    expect(transactionUrl({ ...opMainnet, blockExplorers: { default: { name: 'x', url: 'https://x.test/' } } }, hash)).toBe(`https://x.test/tx/${hash}`)
    expect(transactionUrl(localChain, hash)).toBeUndefined()
    expect(transactionUrl(undefined, hash)).toBeUndefined()
  })
})
