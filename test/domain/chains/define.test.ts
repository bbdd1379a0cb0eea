import { describe, expect, it } from 'vitest'
import { defineChains, InvalidConfigError } from '../../../src-domain/index.js'

const chain = (rpcUrls: unknown) =>
  ({ id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls }) as Parameters<typeof defineChains>[0][number]

describe('defineChains: RPC URLs', () => {
  it('takes a chain with no RPC URL (its reads are then refused as not configured), in either shape', () => {
    expect(defineChains([chain([])])[0]?.rpcUrls).toEqual([])
    expect(defineChains([chain({ default: { http: [] } })])[0]?.rpcUrls).toEqual([])
  })

  it('refuses a chain whose rpcUrls is missing or not a list, and more than 10 URLs', () => {
    expect(() => defineChains([chain(undefined)])).toThrow(InvalidConfigError)
    expect(() => defineChains([chain('https://mainnet.base.org')])).toThrow('chains[0].rpcUrls must be a list of http(s) URLs')
    const eleven = Array.from({ length: 11 }, (_, index) => `https://node-${index}.example`)
    expect(() => defineChains([chain(eleven)])).toThrow('chains[0].rpcUrls must list at most 10 http(s) URLs.')
  })
})
