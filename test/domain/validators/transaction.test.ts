import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isTransactionHash, TRANSACTION_MESSAGES, validateTransaction } from '../../../src-domain/index.js'

// The spec's validation rules for a transaction to add live in src-domain/transactions/validate.ts;
// test/domain/transactions covers the service that applies them, this file the rules themselves.

const HASH = `0x${'ab'.repeat(32)}`
const { invalidHash, missingDescription, invalidConfirmations } = TRANSACTION_MESSAGES

describe('validateTransaction (spec 5)', () => {
  it.each(
    (<[string, unknown, string[]][]>[
      ['a valid transaction', { hash: HASH, description: 'Swap' }, []],
      ['an empty description (still a string)', { hash: HASH, description: '' }, []],
      ['upper-case hex', { hash: `0x${'AB'.repeat(32)}`, description: 'x' }, []],
      ['1 confirmation', { hash: HASH, description: 'x', confirmations: 1 }, []],
      ['12 confirmations', { hash: HASH, description: 'x', confirmations: 12 }, []],
      ['a hash of 63 hex digits', { hash: HASH.slice(0, -1), description: 'x' }, [invalidHash]],
      ['a hash of 65 hex digits', { hash: `${HASH}a`, description: 'x' }, [invalidHash]],
      ['a hash without 0x', { hash: 'ab'.repeat(33), description: 'x' }, [invalidHash]],
      ['a hash with a non-hex digit', { hash: `0x${'g'.repeat(64)}`, description: 'x' }, [invalidHash]],
      ['a hash that is a number', { hash: 123, description: 'x' }, [invalidHash]],
      ['no description', { hash: HASH }, [missingDescription]],
      ['a number as description', { hash: HASH, description: 42 }, [missingDescription]],
      ['0 confirmations', { hash: HASH, description: 'x', confirmations: 0 }, [invalidConfirmations]],
      ['-1 confirmations', { hash: HASH, description: 'x', confirmations: -1 }, [invalidConfirmations]],
      ['1.5 confirmations', { hash: HASH, description: 'x', confirmations: 1.5 }, [invalidConfirmations]],
      ['"2" confirmations', { hash: HASH, description: 'x', confirmations: '2' }, [invalidConfirmations]],
      ['NaN confirmations', { hash: HASH, description: 'x', confirmations: Number.NaN }, [invalidConfirmations]],
      ['everything wrong', { hash: '0x1', description: null, confirmations: 0 }, [invalidHash, missingDescription, invalidConfirmations]],
      ['null', null, [invalidHash, missingDescription]],
      ['a string', 'tx', [invalidHash, missingDescription]],
    ]).map(([label, tx, messages]) => [label, messages, tx] as const),
  )('%s → %j', (_label, messages, tx) => {
    expect(validateTransaction(tx)).toEqual(messages)
  })

  it('uses the spec texts', () => {
    expect([invalidHash, missingDescription, invalidConfirmations]).toEqual([
      'Invalid transaction hash',
      'Transaction must have a description',
      'Transaction confirmations must be a positive integer',
    ])
  })
})

describe('validateTransaction properties', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(Array.isArray(validateTransaction(value))).toBe(true)
      }),
    )
  })

  it("accepts a hash exactly when it is '0x' followed by 64 hex characters", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 70 }), fc.stringMatching(/^0x[0-9a-fA-F]{62,66}$/)), (hash) => {
        expect(isTransactionHash(hash)).toBe(/^0x[0-9a-fA-F]{64}$/.test(hash))
        expect(validateTransaction({ hash, description: 'x' }).includes(invalidHash)).toBe(!isTransactionHash(hash))
      }),
    )
  })

  it('accepts confirmations exactly when they are an integer of at least 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (confirmations) => {
        const valid = Number.isInteger(confirmations) && confirmations >= 1
        expect(validateTransaction({ hash: HASH, description: 'x', confirmations })).toEqual(valid ? [] : [invalidConfirmations])
      }),
    )
  })
})
