import { describe, expect, it } from 'vitest'
import { readConfig, rpcUrlsFor } from '../../src/config.js'
import { InvalidConfigError, opMainnet } from '../../src-domain/index.js'

describe('readConfig', () => {
  it('defaults to the in-memory backend with the local chain in development', () => {
    const config = readConfig({}, { dev: true })
    expect(config.walletBackend).toBe('memory')
    expect(config.appName).toBe('RetroPGF')
    expect(config.chains.map((chain) => chain.id)).toEqual([10, 420, 31337])
  })

  it('defaults to wagmi in a build and offers the local chain only when its RPC URL is set', () => {
    expect(readConfig({}, { dev: false }).walletBackend).toBe('wagmi')
    expect(readConfig({}, { dev: false }).chains.map((chain) => chain.id)).toEqual([10, 420])
    const local = readConfig({ VITE_RPC_URL_31337: 'http://127.0.0.1:8545' }, { dev: false })
    expect(local.chains.map((chain) => chain.id)).toEqual([10, 420, 31337])
  })

  it('rejects an unknown backend and a malformed RPC URL with clear errors', () => {
    expect(() => readConfig({ VITE_WALLET_BACKEND: 'web3js' }, { dev: true })).toThrow(/VITE_WALLET_BACKEND must be one of/)
    expect(() => readConfig({ VITE_RPC_URL_10: 'javascript:alert(1)' }, { dev: true })).toThrow(InvalidConfigError)
  })

  it('VITE_DEFAULT_CHAIN_ID puts that offered chain first; a chain not offered is a config error', () => {
    expect(readConfig({}, { dev: true }).chains.map((chain) => chain.id)).toEqual([10, 420, 31337])
    expect(readConfig({ VITE_DEFAULT_CHAIN_ID: '31337' }, { dev: true }).chains.map((chain) => chain.id)).toEqual([31337, 10, 420])
    expect(() => readConfig({ VITE_DEFAULT_CHAIN_ID: '31337' }, { dev: false })).toThrow(InvalidConfigError)
    expect(() => readConfig({ VITE_DEFAULT_CHAIN_ID: 'mainnet' }, { dev: true })).toThrow(/VITE_DEFAULT_CHAIN_ID must be one of 10, 420, 31337/)
  })

  it('orders RPC URLs: override, node provider with key, public RPC', () => {
    expect(rpcUrlsFor(opMainnet, { VITE_RPC_URL_10: 'http://127.0.0.1:9000', VITE_RPC_KEY: 'k' })).toEqual([
      'http://127.0.0.1:9000',
      'https://opt-mainnet.g.alchemy.com/v2/k',
      'https://mainnet.optimism.io',
    ])
    expect(rpcUrlsFor(opMainnet, {})).toEqual(['https://mainnet.optimism.io'])
  })

  it("reads names from ENS on Ethereum mainnet, its RPC built as every chain's; the in-memory backend reads none unless VITE_RPC_URL_1 is set", () => {
    expect(readConfig({ VITE_RPC_URL_1: 'http://127.0.0.1:9001', VITE_RPC_KEY: 'k' }, { dev: false }).nameSource).toEqual({
      kind: 'ens',
      rpcUrls: ['http://127.0.0.1:9001', 'https://eth-mainnet.g.alchemy.com/v2/k', 'https://eth.merkle.io'],
    })
    expect(readConfig({ VITE_WALLET_BACKEND: 'eip1193' }, { dev: false }).nameSource).toEqual({ kind: 'ens', rpcUrls: ['https://eth.merkle.io'] })
    expect(readConfig({}, { dev: true }).nameSource).toEqual({ kind: 'memory' })
    expect(readConfig({ VITE_WALLET_BACKEND: 'memory', VITE_RPC_URL_1: 'http://127.0.0.1:9001' }, { dev: false }).nameSource).toEqual({
      kind: 'ens',
      rpcUrls: ['http://127.0.0.1:9001', 'https://eth.merkle.io'],
    })
    expect(() => readConfig({ VITE_RPC_URL_1: 'ftp://node' }, { dev: false })).toThrow(/VITE_RPC_URL_1 must be an http\(s\) URL/)
    // The chain is read for names only: it is not offered to switch to.
    expect(readConfig({ VITE_RPC_URL_1: 'http://127.0.0.1:9001' }, { dev: false }).chains.map((chain) => chain.id)).toEqual([10, 420])
  })

  it('takes VITE_LOCALE as one of the catalogues, auto or absent as the browser’s choice, anything else as a config error', () => {
    expect(readConfig({ VITE_LOCALE: 'ar' }, { dev: false }).locale).toBe('ar')
    expect(readConfig({ VITE_LOCALE: 'zh-TW' }, { dev: false }).locale).toBe('zh-TW')
    expect(readConfig({ VITE_LOCALE: 'auto' }, { dev: false }).locale).toBeUndefined()
    expect(readConfig({}, { dev: false }).locale).toBeUndefined()
    expect(() => readConfig({ VITE_LOCALE: 'klingon' }, { dev: false })).toThrow(/VITE_LOCALE must be auto or one of en, ar, de/)
  })
})
