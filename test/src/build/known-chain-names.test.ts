import { describe, expect, it } from 'vitest'
import { viemChainNames } from '../../../src/build/known-chain-names.js'
import { KNOWN_CHAIN_NAMES } from '../../../src-domain/chains/known-chain-names.js'

describe("the known chains' names", () => {
  it("are viem's chain list as installed (regenerate with `npx tsx src/build/known-chain-names.ts` after a viem upgrade)", () => {
    expect(new Map(KNOWN_CHAIN_NAMES)).toEqual(viemChainNames())
  })

  it('name the chains a wallet is often left on', () => {
    expect(KNOWN_CHAIN_NAMES.get(1)).toBe('Ethereum')
    expect(KNOWN_CHAIN_NAMES.get(10)).toBe('OP Mainnet')
    expect(KNOWN_CHAIN_NAMES.get(137)).toBe('Polygon')
    expect(KNOWN_CHAIN_NAMES.size).toBeGreaterThan(500)
  })
})
