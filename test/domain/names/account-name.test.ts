import { describe, expect, it } from 'vitest'
import {
  avatarUrl,
  displayName,
  lookupAccountName,
  NameService,
  parseAccountName,
  showableName,
  type Address,
  type NamePort,
} from '../../../src-domain/index.js'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Records as a naming system holds them: reverse (address → name), forward (name → address), avatar texts. */
function recordsPort(records: {
  reverse?: Record<string, string>
  forward?: Record<string, Address>
  avatar?: Record<string, string>
}): NamePort & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    primaryName: async (address) => (asked.push(`reverse ${address}`), records.reverse?.[address.toLowerCase()] ?? null),
    resolveAddress: async (name) => (asked.push(`forward ${name}`), records.forward?.[name] ?? null),
    avatarRecord: async (name) => {
      asked.push(`avatar ${name}`)
      if (records.avatar?.[name] === 'throw') throw new Error('The node did not answer.')
      return records.avatar?.[name] ?? null
    },
  }
}

describe('lookupAccountName: a primary name is shown only when it resolves back to the address', () => {
  it('gives the name and its https avatar when both directions agree', async () => {
    const port = recordsPort({
      reverse: { [ALICE.toLowerCase()]: 'alice.eth' },
      forward: { 'alice.eth': ALICE.toLowerCase() as Address },
      avatar: { 'alice.eth': 'https://example.org/alice.png' },
    })
    expect(await lookupAccountName(port, ALICE)).toEqual({ name: 'alice.eth', avatarUrl: 'https://example.org/alice.png' })
  })

  it('shows no name (and asks no avatar) when the name resolves to another address', async () => {
    const port = recordsPort({
      reverse: { [ALICE.toLowerCase()]: 'bob.eth' },
      forward: { 'bob.eth': BOB },
      avatar: { 'bob.eth': 'https://example.org/bob.png' },
    })
    expect(await lookupAccountName(port, ALICE)).toEqual({ name: null, avatarUrl: null })
    expect(port.asked).not.toContain('avatar bob.eth')
  })

  it('shows no name when the name resolves to nothing, or the address claims none', async () => {
    expect(await lookupAccountName(recordsPort({ reverse: { [ALICE.toLowerCase()]: 'alice.eth' } }), ALICE)).toEqual({ name: null, avatarUrl: null })
    expect(await lookupAccountName(recordsPort({}), ALICE)).toEqual({ name: null, avatarUrl: null })
  })

  it('shows no name whose record holds hidden characters, even when it resolves back', async () => {
    const spoof = 'alice\u200b.eth'
    const port = recordsPort({ reverse: { [ALICE.toLowerCase()]: spoof }, forward: { [spoof]: ALICE } })
    expect(await lookupAccountName(port, ALICE)).toEqual({ name: null, avatarUrl: null })
  })

  it('keeps the name without a picture when the avatar cannot be read or is not loadable', async () => {
    const forward = { 'alice.eth': ALICE }
    const failing = recordsPort({ reverse: { [ALICE.toLowerCase()]: 'alice.eth' }, forward, avatar: { 'alice.eth': 'throw' } })
    expect(await lookupAccountName(failing, ALICE)).toEqual({ name: 'alice.eth', avatarUrl: null })
    const http = recordsPort({ reverse: { [ALICE.toLowerCase()]: 'alice.eth' }, forward, avatar: { 'alice.eth': 'http://example.org/a.png' } })
    expect(await lookupAccountName(http, ALICE)).toEqual({ name: 'alice.eth', avatarUrl: null })
  })

  it('rejects when the name itself cannot be read, so the caller tries again', async () => {
    const port: NamePort = { ...recordsPort({}), primaryName: async () => Promise.reject(new Error('timeout')) }
    await expect(lookupAccountName(port, ALICE)).rejects.toThrow('timeout')
  })
})

describe('showableName', () => {
  it.each([
    ['alice.eth', 'alice.eth'],
    ['sub.alice.eth', 'sub.alice.eth'],
    ['❤️.eth', '❤️.eth'],
    ['alice', null],
    ['.eth', null],
    ['', null],
    [' alice.eth', null],
    ['alice .eth', null],
    ['al\u202eice.eth', null],
    ['alice\n.eth', null],
    [`${'a'.repeat(252)}.eth`, null],
  ])('%j → %j', (record, expected) => {
    expect(showableName(record)).toBe(expected)
  })
})

describe('displayName: cut at 24 characters by the spec rule', () => {
  it('cuts a long name and keeps a short one', () => {
    expect(displayName('averyveryverylongnameindeed.eth')).toBe('averyveryverylongnameind...')
    expect(displayName('alice.eth')).toBe('alice.eth')
  })
})

describe('avatarUrl: https on a public name as it is, ipfs through the gateway, anything else (IP literals, private names, other ports) ignored', () => {
  it.each([
    ['https://example.org/a.png', 'https://example.org/a.png'],
    ['  https://example.org/a.png ', 'https://example.org/a.png'],
    ['HTTPS://Example.ORG:443/A.png?size=2#x', 'https://example.org/A.png?size=2#x'],
    ['https://example.org', 'https://example.org/'],
    ['https://example.org:8443/a.png', null],
    ['https://127.0.0.1:5399/x.png', null],
    ['https://127.0.0.1/x.png', null],
    ['https://10.0.0.1/x.png', null],
    ['https://192.168.1.1/x.png', null],
    ['https://169.254.169.254/x.png', null],
    ['https://2130706433.0/x.png', null],
    ['https://0x7f.1/x.png', null],
    ['https://[::1]/x.png', null],
    ['https://[fe80::1]/x.png', null],
    ['https://printer.local/x.png', null],
    ['https://admin.localhost/x.png', null],
    ['https://nas.home.arpa/x.png', null],
    ['https://router.lan/x.png', null],
    ['https://metadata.google.internal/x.png', null],
    ['https://1.example/x.png', 'https://1.example/x.png'],
    ['https://cdn.123.example.org/x.png', 'https://cdn.123.example.org/x.png'],
    ['https://example.org/a b.png', null],
    ['https://example.org/a".png', null],
    ['https://example.org/a\\b.png', null],
    ['https://localhost/a.png', null],
    ['https://example.org:99999/a.png', null],
    ['https://@example.org/a.png', null],
    ['ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/../x', null],
    ['ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG', 'https://ipfs.io/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'],
    [
      'ipfs://ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/cat.jpg',
      'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/cat.jpg',
    ],
    ['http://example.org/a.png', null],
    ['data:image/svg+xml;base64,PHN2Zy8+', null],
    ['javascript:alert(1)', null],
    ['eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1', null],
    ['https://user:pass@example.org/a.png', null],
    ['/a.png', null],
    ['ipfs://../../etc', null],
    [`https://example.org/${'a'.repeat(2100)}`, null],
  ])('%j → %j', (record, expected) => {
    expect(avatarUrl(record)).toBe(expected)
  })

  it('uses the gateway it is given', () => {
    expect(avatarUrl('ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG', 'https://gateway.example/ipfs')).toBe(
      'https://gateway.example/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG',
    )
  })
})

describe('parseAccountName: a stored name is read back under the lookup rules', () => {
  it('keeps a well-formed entry', () => {
    expect(parseAccountName({ name: 'alice.eth', avatarUrl: 'https://example.org/a.png' })).toEqual({
      name: 'alice.eth',
      avatarUrl: 'https://example.org/a.png',
    })
    expect(parseAccountName({ name: null, avatarUrl: null })).toEqual({ name: null, avatarUrl: null })
  })

  it.each([
    [null],
    ['alice.eth'],
    [{ name: 'alice.eth' }],
    [{ name: 'al\u202eice.eth', avatarUrl: null }],
    [{ name: 'alice.eth', avatarUrl: 'javascript:alert(1)' }],
    [{ name: 'alice.eth', avatarUrl: 'http://example.org/a.png' }],
    [{ name: null, avatarUrl: 'https://example.org/a.png' }],
    [{ name: 42, avatarUrl: null }],
  ])('ignores %j', (value) => {
    expect(parseAccountName(value)).toBeUndefined()
  })
})

describe('NameService', () => {
  it('loads its port on the first lookup only, and again after a failed load', async () => {
    let loads = 0
    const port = recordsPort({ reverse: { [ALICE.toLowerCase()]: 'alice.eth' }, forward: { 'alice.eth': ALICE } })
    const service = new NameService(async () => {
      loads++
      if (loads === 1) throw new Error('chunk failed')
      return port
    })
    expect(loads).toBe(0)
    await expect(service.lookup(ALICE)).rejects.toThrow('chunk failed')
    expect(await service.lookup(ALICE)).toEqual({ name: 'alice.eth', avatarUrl: null })
    await service.lookup(ALICE)
    expect(loads).toBe(2)
  })

  it('preloads its port without asking it anything, and a failed preload leaves the lookup to load it again', async () => {
    let loads = 0
    const port = recordsPort({})
    const service = new NameService(async () => {
      loads++
      if (loads === 1) throw new Error('chunk failed')
      return port
    })
    await service.preload()
    await service.preload()
    expect(loads).toBe(2)
    expect(port.asked).toEqual([])
    await service.lookup(ALICE)
    expect(loads).toBe(2)
  })
})
