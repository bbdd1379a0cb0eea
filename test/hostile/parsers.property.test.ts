/** Property-based fuzzing of every client parser: whatever comes in, nothing throws and what comes out is of the checked shape. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEthersWallet } from '../../src-adapters/ethers/index.js'
import { createEip6963Discovery, sanitizeRdns, sanitizeWalletIcon, sanitizeWalletName } from '../../src-adapters/injected/index.js'
import { createMemoryStorage } from '../../src-adapters/memory/index.js'
import {
  isAddress,
  isChainId,
  isTransactionHash,
  localChain,
  opMainnet,
  optimismGoerli,
  readRecentWalletIds,
  readTransactions,
  STORAGE_KEY_RECENT_WALLETS,
  STORAGE_KEY_TRANSACTIONS,
} from '../../src-domain/index.js'
import { restorePersistedClient } from '../../src-ui/query-cache/restore.js'
import { createFakeProvider, createFakeWindow } from '../support/wallet/fake-provider.js'

const CHAINS = [opMainnet, optimismGoerli, localChain]
const HIDDEN_RE = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/
const hexDigits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length })
/** Strings a tamperer would try: any code unit, hidden characters, markup and JSON punctuation. */
const hostileString = fc.string({
  unit: fc.oneof(fc.string({ unit: 'binary', maxLength: 1 }), fc.constantFrom('\u202e', '\u2066', '\u200b', '\ufeff', '<', '>', '"', '{', '[', '0x', '\n')),
  maxLength: 80,
})
const anyValue = fc.oneof(fc.anything(), fc.jsonValue(), hostileString)

describe('address, hash and chain id checks', () => {
  it('isAddress: every 0x + 40 hex digits passes; one digit more or less, or any other character, fails; never throws', () => {
    fc.assert(
      fc.property(hexDigits(40), fc.integer({ min: 0, max: 39 }), hostileString, (digits, at, junk) => {
        expect(isAddress(`0x${digits}`)).toBe(true)
        expect(isAddress(`0x${digits.slice(1)}`)).toBe(false)
        expect(isAddress(`0x${digits}0`)).toBe(false)
        const spliced = `0x${digits.slice(0, at)}${junk}${digits.slice(at)}`
        expect(isAddress(spliced)).toBe(/^0x[0-9a-fA-F]{40}$/.test(spliced))
      }),
    )
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(typeof isAddress(value)).toBe('boolean')
      }),
    )
  })

  it('isTransactionHash: exactly 0x + 64 hex digits; never throws', () => {
    fc.assert(
      fc.property(hexDigits(64), fc.integer({ min: 0, max: 70 }), (digits, length) => {
        expect(isTransactionHash(`0x${digits}`)).toBe(true)
        expect(isTransactionHash(`0x${digits.slice(0, length)}`)).toBe(length >= 64)
      }),
    )
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(typeof isTransactionHash(value)).toBe('boolean')
      }),
    )
  })

  it('isChainId: true only for positive safe integers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), anyValue), (value) => {
        expect(isChainId(value)).toBe(typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
      }),
    )
  })

  it('a chain id a wallet answers: a positive safe integer (hex or number), or the connect fails; never a wrong id', async () => {
    const answer = fc.oneof(
      fc.bigInt({ min: 0n, max: 2n ** 70n }).map((id) => `0x${id.toString(16)}`),
      fc.integer({ min: -5, max: 2 ** 40 }),
      hostileString,
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(answer, async (chainId) => {
        const provider = createFakeProvider({ eth_chainId: () => chainId })
        const wallet = createEthersWallet({ chains: CHAINS, window: createFakeWindow(provider) })
        const result = await wallet.connect('injected').catch(() => 'error' as const)
        wallet.destroy()
        const expected = typeof chainId === 'string' && /^0x[0-9a-f]+$/i.test(chainId) ? Number.parseInt(chainId, 16) : chainId
        if (isChainId(expected)) expect(result === 'error' ? result : result.chainId).toBe(expected)
        else expect(result).toBe('error')
      }),
      { numRuns: 200 },
    )
  })
})

describe('stored-data readers', () => {
  const stored = fc.oneof(hostileString, anyValue.map((value) => JSON.stringify(value) ?? 'undefined'))

  it('rk-recent: any stored text reads as unique, non-empty, bounded ids, and stays as it was', () => {
    fc.assert(
      fc.property(stored, (raw) => {
        const storage = createMemoryStorage({ [STORAGE_KEY_RECENT_WALLETS]: raw })
        const ids = readRecentWalletIds(storage)
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of ids) expect(typeof id === 'string' && id.length > 0 && id.length <= 200).toBe(true)
        expect(storage.read(STORAGE_KEY_RECENT_WALLETS)).toBe(raw)
      }),
      { numRuns: 500 },
    )
  })

  const entry = fc.record(
    {
      hash: fc.oneof(hexDigits(64).map((digits) => `0x${digits}`), hostileString),
      description: fc.oneof(hostileString, fc.anything()),
      status: fc.oneof(fc.constantFrom('pending', 'confirmed', 'failed'), hostileString),
      confirmations: fc.oneof(fc.integer(), fc.double(), fc.anything()),
    },
    { requiredKeys: [] },
  )
  const byAccount = fc.dictionary(
    fc.oneof(hexDigits(40).map((digits) => `0x${digits}`), hostileString),
    fc.oneof(fc.dictionary(fc.oneof(fc.integer({ min: -1, max: 1e6 }).map(String), hostileString), fc.oneof(fc.array(entry, { maxLength: 15 }), anyValue)), anyValue),
    { maxKeys: 4 },
  )

  it('rk-transactions: any stored value reads as valid, cleaned entries per address and chain, and stays as it was', () => {
    fc.assert(
      fc.property(fc.oneof(byAccount.map((value) => JSON.stringify(value)), stored), (raw) => {
        const storage = createMemoryStorage({ [STORAGE_KEY_TRANSACTIONS]: raw })
        const result = readTransactions(storage)
        for (const [address, chains] of Object.entries(result)) {
          expect(isAddress(address)).toBe(true)
          for (const [chainId, txs] of Object.entries(chains)) {
            expect(chainId).toMatch(/^[1-9]\d*$/)
            expect(txs.filter((tx) => tx.status !== 'pending').length).toBeLessThanOrEqual(10)
            for (const tx of txs) {
              expect(isTransactionHash(tx.hash)).toBe(true)
              expect(['pending', 'confirmed', 'failed']).toContain(tx.status)
              expect(tx.description.length).toBeLessThanOrEqual(1000)
              expect(tx.description).not.toMatch(HIDDEN_RE)
              if (tx.confirmations !== undefined) expect(Number.isSafeInteger(tx.confirmations) && tx.confirmations >= 1).toBe(true)
            }
          }
        }
        expect(storage.read(STORAGE_KEY_TRANSACTIONS)).toBe(raw)
      }),
      { numRuns: 500 },
    )
  })
})

describe('the query cache restore', () => {
  const NOW = 1_700_000_000_000
  const balanceData = fc.oneof(
    fc.record({ wei: fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 256n }).map(String), hostileString), decimals: fc.oneof(fc.constant(18), fc.integer()), symbol: fc.oneof(fc.constant('ETH'), hostileString) }, { requiredKeys: [] }),
    anyValue,
  )
  const query = fc.record(
    {
      queryKey: fc.oneof(
        fc.tuple(fc.constant('balance'), fc.constantFrom(10, 420, 31337, 1, 0, -1), fc.oneof(hexDigits(40).map((digits) => `0x${digits.toLowerCase()}`), hostileString)),
        anyValue,
      ),
      queryHash: fc.oneof(fc.string(), anyValue),
      state: fc.oneof(fc.record({ data: balanceData, dataUpdatedAt: fc.oneof(fc.integer({ min: -1, max: NOW * 2 }), fc.double(), anyValue), status: anyValue }, { requiredKeys: [] }), anyValue),
    },
    { requiredKeys: [] },
  )
  const client = fc.record(
    { timestamp: fc.oneof(fc.integer({ min: 0, max: NOW * 2 }), anyValue), buster: anyValue, clientState: fc.oneof(fc.record({ queries: fc.oneof(fc.array(query, { maxLength: 8 }), anyValue), mutations: anyValue }), anyValue) },
    { requiredKeys: [] },
  )

  it('any stored text is refused (an error the persister handles by removing it) or restored with checked entries only, every time at most now', () => {
    fc.assert(
      fc.property(fc.oneof(client.map((value) => JSON.stringify(value)), hostileString), (text) => {
        let restored: ReturnType<typeof restorePersistedClient>
        try {
          restored = restorePersistedClient(text, CHAINS, NOW)
        } catch (error) {
          expect(error).toBeInstanceOf(Error)
          return
        }
        expect(restored.timestamp).toBeLessThanOrEqual(NOW)
        expect(typeof restored.buster).toBe('string')
        expect(restored.clientState.mutations).toEqual([])
        for (const restoredQuery of restored.clientState.queries) {
          const [name, chainId, address] = restoredQuery.queryKey as [string, number, string]
          expect(name).toBe('balance')
          expect(CHAINS.map((chain) => chain.id)).toContain(chainId)
          expect(address).toMatch(/^0x[0-9a-f]{40}$/)
          expect(restoredQuery.queryHash).toBe(JSON.stringify(restoredQuery.queryKey))
          expect(restoredQuery.state.data).toEqual({ wei: expect.stringMatching(/^(0|[1-9]\d{0,77})$/), decimals: 18, symbol: 'ETH' })
          expect(restoredQuery.state.dataUpdatedAt).toBeLessThanOrEqual(NOW)
          expect(restoredQuery.state.status).toBe('success')
        }
      }),
      { numRuns: 1000 },
    )
  })
})

describe('announcement sanitising', () => {
  it('names: plain text, no markup brackets or hidden characters, at most 64 characters; or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.string({ unit: 'grapheme', maxLength: 100 }), fc.anything()), (value) => {
        const name = sanitizeWalletName(value)
        if (name === undefined) return
        expect(name).not.toMatch(/[<>]/)
        expect(name).not.toMatch(HIDDEN_RE)
        expect(name).toBe(name.trim())
        expect(Array.from(name).length).toBeLessThanOrEqual(64)
      }),
      { numRuns: 1000 },
    )
  })

  it('icons: a bounded data:image URI that cannot break out of an attribute or url(); or nothing', () => {
    const icon = fc.oneof(hostileString.map((rest) => `data:image/svg+xml,${rest}`), hostileString.map((rest) => `data:image/png;base64,${rest}`), hostileString, fc.anything())
    fc.assert(
      fc.property(icon, (value) => {
        const sanitized = sanitizeWalletIcon(value)
        if (sanitized === undefined) return
        expect(sanitized).toMatch(/^data:image\//i)
        expect(sanitized).not.toMatch(/["'<>\s()\\]/)
      }),
      { numRuns: 1000 },
    )
  })

  it('rdns: lower-case reverse-DNS labels; or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.domain(), hostileString, fc.anything()), (value) => {
        const rdns = sanitizeRdns(value)
        if (rdns !== undefined) expect(rdns).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      }),
      { numRuns: 1000 },
    )
  })

  it('any announcement detail: discovery never throws and keeps only wallets of the checked shape', () => {
    const detail = fc.oneof(
      fc.record({ info: fc.oneof(fc.record({ uuid: anyValue, name: anyValue, icon: anyValue, rdns: fc.oneof(fc.domain(), anyValue) }, { requiredKeys: [] }), anyValue), provider: fc.oneof(fc.constant(createFakeProvider()), anyValue) }, { requiredKeys: [] }),
      anyValue,
    )
    fc.assert(
      fc.property(fc.array(detail, { maxLength: 5 }), (details) => {
        const target = createFakeWindow()
        const discovery = createEip6963Discovery(target)
        for (const item of details) target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: item }))
        for (const wallet of discovery.wallets()) {
          expect(typeof wallet.uuid === 'string' && wallet.uuid.length <= 128).toBe(true)
          expect(sanitizeWalletName(wallet.name)).toBe(wallet.name)
          expect(sanitizeRdns(wallet.rdns)).toBe(wallet.rdns)
          expect(typeof wallet.provider.request).toBe('function')
        }
        discovery.stop()
      }),
      { numRuns: 500 },
    )
  })
})
