import { describe, expect, it } from 'vitest'
import { WrongChainEndpointError } from '../../../src-adapters/reads/chain-check.js'
import { preview } from '../../../src-domain/format/preview.js'
import { parseChainId } from '../../../src-adapters/wallet-kernel/requests.js'
import { quantityOf, RpcAnswerError } from '../../../src-adapters/reads/answers.js'

// Values on which String() throws: a hostile wallet or node can send both (JSON.parse makes the
// second; a wallet object can be anything).
const unprintable = [Object.create(null) as object, { toString: 1, valueOf: 1 }]

describe('an answer shown in an error message', () => {
  it('is cut short when it is text, named by its kind when it is not', () => {
    expect(preview('0x'.padEnd(100, 'f'))).toHaveLength(40)
    expect(preview(12)).toBe('12')
    expect(preview(null)).toBe('null')
    expect(preview(['0x1'])).toBe('an array')
    expect(preview({ chainId: 10 })).toBe('an object')
  })

  it.each(unprintable)("never throws, so the caller's own error is what the app sees (%#)", (value) => {
    expect(() => preview(value)).not.toThrow()
    expect(() => quantityOf(value)).toThrow(RpcAnswerError)
    expect(() => parseChainId(value)).toThrow(/invalid chain id/)
    expect(new WrongChainEndpointError(10, value).message).toBe('The endpoint serves chain an object, not 10.')
  })
})
