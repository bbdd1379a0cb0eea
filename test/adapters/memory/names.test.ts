import { describe, expect, it } from 'vitest'
import { createMemoryNames } from '../../../src-adapters/memory/names.js'
import { lookupAccountName, type Address } from '../../../src-domain/index.js'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the in-memory NamePort', () => {
  it('keeps records as ENS does: reverse per address (any case), forward and avatar per name', async () => {
    const names = createMemoryNames({ [ALICE]: { name: 'alice.eth', avatar: 'https://example.org/a.png' } })
    expect(await names.primaryName(ALICE.toLowerCase() as Address)).toBe('alice.eth')
    expect(await names.resolveAddress('alice.eth')).toBe(ALICE)
    expect(await names.avatarRecord('alice.eth')).toBe('https://example.org/a.png')
    expect(await names.primaryName(BOB)).toBeNull()
    expect(names.control.reads()).toEqual([`reverse ${ALICE.toLowerCase()}`, 'forward alice.eth', 'avatar alice.eth', `reverse ${BOB}`])
  })

  it('a name that resolves elsewhere is one the domain does not show; set and remove records', async () => {
    const names = createMemoryNames({ [BOB]: { name: 'alice.eth', resolvesTo: ALICE } })
    expect(await lookupAccountName(names, BOB)).toEqual({ name: null, avatarUrl: null })
    names.control.set(BOB, { name: 'bob.eth' })
    expect(await lookupAccountName(names, BOB)).toEqual({ name: 'bob.eth', avatarUrl: null })
    names.control.set(BOB, null)
    expect(await names.primaryName(BOB)).toBeNull()
  })

  it('holds lookups until released', async () => {
    const names = createMemoryNames({ [ALICE]: { name: 'alice.eth' } })
    const release = names.control.hold()
    let answered = false
    const lookup = names.primaryName(ALICE).then((name) => ((answered = true), name))
    // Every pending microtask runs before the next macrotask: an unheld read would have answered.
    await new Promise((resolve) => setImmediate(resolve))
    expect(answered).toBe(false)
    release()
    expect(await lookup).toBe('alice.eth')
  })
})
