/** Property-based fuzzing of every client parser: whatever comes in, nothing throws and what comes out is of the checked shape. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEthersWallet } from '../../src-adapters/ethers/index.js'
import { createEip6963Discovery, sanitizeRdns, sanitizeWalletIcon, sanitizeWalletName } from '../../src-adapters/wallet-kernel/index.js'
import { chainCheckedFetch, WrongChainEndpointError } from '../../src-adapters/reads/chain-check.js'
import { quantity } from '../../src-adapters/wallet-kernel/requests.js'
import { quantityOf, receiptOf, RpcAnswerError } from '../../src-adapters/reads/answers.js'
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
  const stored = fc.oneof(
    hostileString,
    anyValue.map((value) => JSON.stringify(value) ?? 'undefined'),
  )

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
      hash: fc.oneof(
        hexDigits(64).map((digits) => `0x${digits}`),
        hostileString,
      ),
      description: fc.oneof(hostileString, fc.anything()),
      status: fc.oneof(fc.constantFrom('pending', 'confirmed', 'failed'), hostileString),
      confirmations: fc.oneof(fc.integer(), fc.double(), fc.anything()),
    },
    { requiredKeys: [] },
  )
  const byAccount = fc.dictionary(
    fc.oneof(
      hexDigits(40).map((digits) => `0x${digits}`),
      hostileString,
    ),
    fc.oneof(
      fc.dictionary(fc.oneof(fc.integer({ min: -1, max: 1e6 }).map(String), hostileString), fc.oneof(fc.array(entry, { maxLength: 15 }), anyValue)),
      anyValue,
    ),
    { maxKeys: 4 },
  )

  it('rk-transactions: any stored value reads as valid, cleaned entries per address and chain, and stays as it was', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          byAccount.map((value) => JSON.stringify(value)),
          stored,
        ),
        (raw) => {
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
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('the query cache restore', () => {
  const NOW = 1_700_000_000_000
  const balanceData = fc.oneof(
    fc.record(
      {
        wei: fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 256n }).map(String), hostileString),
        decimals: fc.oneof(fc.constant(18), fc.integer()),
        symbol: fc.oneof(fc.constant('ETH'), hostileString),
      },
      { requiredKeys: [] },
    ),
    anyValue,
  )
  const query = fc.record(
    {
      queryKey: fc.oneof(
        fc.tuple(
          fc.constant('balance'),
          fc.constantFrom(10, 420, 31337, 1, 0, -1),
          fc.oneof(
            hexDigits(40).map((digits) => `0x${digits.toLowerCase()}`),
            hostileString,
          ),
        ),
        anyValue,
      ),
      queryHash: fc.oneof(fc.string(), anyValue),
      state: fc.oneof(
        fc.record(
          { data: balanceData, dataUpdatedAt: fc.oneof(fc.integer({ min: -1, max: NOW * 2 }), fc.double(), anyValue), status: anyValue },
          { requiredKeys: [] },
        ),
        anyValue,
      ),
    },
    { requiredKeys: [] },
  )
  const client = fc.record(
    {
      timestamp: fc.oneof(fc.integer({ min: 0, max: NOW * 2 }), anyValue),
      buster: anyValue,
      clientState: fc.oneof(fc.record({ queries: fc.oneof(fc.array(query, { maxLength: 8 }), anyValue), mutations: anyValue }), anyValue),
    },
    { requiredKeys: [] },
  )

  it('any stored text is refused (an error the persister handles by removing it) or restored with checked entries only, every time at most now', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          client.map((value) => JSON.stringify(value)),
          hostileString,
        ),
        (text) => {
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
        },
      ),
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
    const icon = fc.oneof(
      hostileString.map((rest) => `data:image/svg+xml,${rest}`),
      hostileString.map((rest) => `data:image/png;base64,${rest}`),
      hostileString,
      fc.anything(),
    )
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
      fc.record(
        {
          info: fc.oneof(fc.record({ uuid: anyValue, name: anyValue, icon: anyValue, rdns: fc.oneof(fc.domain(), anyValue) }, { requiredKeys: [] }), anyValue),
          provider: fc.oneof(fc.constant(createFakeProvider()), anyValue),
        },
        { requiredKeys: [] },
      ),
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

describe('what a node answers to a chain read (every backend reads through these)', () => {
  const MAX = 2n ** 256n - 1n
  const HASH = `0x${'ab'.repeat(32)}` as const
  const threwAnswerError = (run: () => unknown) => {
    try {
      run()
      return false
    } catch (error) {
      expect(error).toBeInstanceOf(RpcAnswerError)
      return true
    }
  }

  it('quantity then quantityOf gives the number back, with or without leading zeros; a negative is refused', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX }), fc.nat({ max: 3 }), (value, zeros) => {
        const hex = quantity(value)
        expect(hex).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/)
        expect(quantityOf(hex)).toBe(value)
        if (hex.length - 2 + zeros <= 64) expect(quantityOf(`0x${'0'.repeat(zeros)}${hex.slice(2)}`)).toBe(value)
      }),
      { numRuns: 500 },
    )
    fc.assert(fc.property(fc.bigInt({ max: -1n }), (value) => void expect(() => quantity(value)).toThrow(RangeError)))
  })

  it('quantityOf: anything else is RpcAnswerError, never another error and never a value out of 256 bits', () => {
    const nearQuantity = fc
      .tuple(fc.constantFrom('0x', '0X', '-0x', '', ' 0x', '0x0'), fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFxg -'), maxLength: 70 }))
      .map(([head, tail]) => head + tail)
    fc.assert(
      fc.property(fc.oneof(anyValue, nearQuantity, fc.bigInt(), fc.integer()), (value) => {
        if (threwAnswerError(() => quantityOf(value))) return
        expect(value).toMatch(/^0x[0-9a-fA-F]{1,64}$/)
        expect(quantityOf(value)).toBeLessThanOrEqual(MAX)
      }),
      { numRuns: 1000 },
    )
  })

  it('receiptOf: null, or the asked transaction with a status and a block number, or RpcAnswerError', () => {
    const hexQuantity = fc.bigInt({ min: 0n, max: MAX }).map(quantity)
    const receiptLike = fc.record(
      {
        transactionHash: fc.oneof(
          fc.constant(HASH),
          fc.constant(HASH.toUpperCase().replace('0X', '0x')),
          hexDigits(64).map((d) => `0x${d}`),
          anyValue,
        ),
        status: fc.oneof(fc.constantFrom('0x0', '0x1', '0x2', '0x', 1, 0, null), anyValue),
        blockNumber: fc.oneof(hexQuantity, anyValue),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(receiptLike, anyValue, fc.array(receiptLike, { maxLength: 2 })), (value) => {
        let receipt: ReturnType<typeof receiptOf> = null
        if (threwAnswerError(() => (receipt = receiptOf(value, HASH)))) return
        if (value === null) return void expect(receipt).toBeNull()
        const raw = value as { transactionHash: string; status: string }
        expect(raw.transactionHash.toLowerCase()).toBe(HASH)
        expect(receipt).toEqual({ transactionHash: HASH, status: raw.status === '0x1' ? 'success' : 'reverted', blockNumber: expect.any(BigInt) })
      }),
      { numRuns: 1000 },
    )
  })

  it("the chain check's batch answer: the read's own answer, a refusal (502), or WrongChainEndpointError; never anything else", async () => {
    const own = fc.record(
      { jsonrpc: fc.constant('2.0'), id: fc.oneof(fc.constant(7), fc.constant('chain-check'), anyValue), result: anyValue },
      { requiredKeys: [] },
    )
    const check = fc.record(
      { id: fc.oneof(fc.constant('chain-check'), anyValue), result: fc.oneof(fc.constantFrom('0x7a69', '0xa', '0x', '7a69'), anyValue) },
      { requiredKeys: [] },
    )
    const body = fc.oneof(
      fc.tuple(check, own).map((pair) => JSON.stringify(pair)),
      fc.array(fc.oneof(check, own), { maxLength: 4 }).map((list) => JSON.stringify(list)),
      hostileString,
      fc.jsonValue().map((v) => JSON.stringify(v)),
    )
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const send = chainCheckedFetch(localChain.id, async () => new Response(text, { status: 200 }))
        try {
          const response = await send('http://127.0.0.1:1/', {
            method: 'POST',
            body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_blockNumber', params: [] }),
          })
          if (response.status === 502) return
          expect(response.status).toBe(200)
          expect((await response.json()) as unknown).toMatchObject({ id: 7 })
        } catch (error) {
          expect(error).toBeInstanceOf(WrongChainEndpointError)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('once the chain is confirmed, a call gets its own single answer or a 502; never another id or a batch', async () => {
    const body = fc.oneof(
      fc.record({ jsonrpc: fc.constant('2.0'), id: fc.oneof(fc.constant(8), anyValue), result: anyValue }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      hostileString,
    )
    const confirmed = JSON.stringify([
      { id: 'chain-check', result: '0x7a69' },
      { jsonrpc: '2.0', id: 7, result: '0x1' },
    ])
    const call = (id: number) => ({ method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_blockNumber', params: [] }) })
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const answers = [confirmed, text]
        const send = chainCheckedFetch(localChain.id, async () => new Response(answers.shift(), { status: 200 }))
        expect((await send('http://127.0.0.1:1/', call(7))).status).toBe(200)
        const response = await send('http://127.0.0.1:1/', call(8))
        if (response.status === 502) return
        expect(response.status).toBe(200)
        const answer: unknown = await response.json()
        expect(Array.isArray(answer)).toBe(false)
        expect(answer).toMatchObject({ id: 8 })
      }),
      { numRuns: 500 },
    )
  })
})
