import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/storage.js'
import {
  AVATAR_COPY_MS,
  isAvatarCopy,
  keepAvatarCopy,
  MAX_AVATAR_COPIES,
  MAX_AVATAR_COPY_LENGTH,
  readAvatarCopy,
  STORAGE_KEY_AVATAR_COPIES,
} from '../../../src-domain/index.js'

const URL_A = 'https://example.org/a.png'
const COPY = 'data:image/webp;base64,UklGRiQAAABXRUJQ'
const T0 = 1_800_000_000_000

describe('avatar copies: a host asked at most once a day, its copy drawn in between', () => {
  it('asks the host when nothing is kept, then draws the copy for a day, then asks again', () => {
    const storage = createMemoryStorage()
    expect(readAvatarCopy(storage, URL_A, T0)).toBeUndefined()
    keepAvatarCopy(storage, URL_A, COPY, T0)
    expect(readAvatarCopy(storage, URL_A, T0 + 1)).toEqual({ image: COPY })
    expect(readAvatarCopy(storage, URL_A, T0 + AVATAR_COPY_MS - 1)).toEqual({ image: COPY })
    expect(readAvatarCopy(storage, URL_A, T0 + AVATAR_COPY_MS)).toBeUndefined()
    // Another URL (the record changed) is asked for at once.
    expect(readAvatarCopy(storage, 'https://example.org/b.png', T0 + 1)).toBeUndefined()
  })

  it('remembers for the day that a host gave nothing, so it is not asked again', () => {
    const storage = createMemoryStorage()
    keepAvatarCopy(storage, URL_A, null, T0)
    expect(readAvatarCopy(storage, URL_A, T0 + 60_000)).toEqual({ image: null })
    expect(readAvatarCopy(storage, URL_A, T0 + AVATAR_COPY_MS)).toBeUndefined()
  })

  it('keeps no copy past the byte bound or of another kind: it counts as nothing given', () => {
    const storage = createMemoryStorage()
    const large = `data:image/png;base64,${'A'.repeat(MAX_AVATAR_COPY_LENGTH)}`
    expect(isAvatarCopy(large)).toBe(false)
    keepAvatarCopy(storage, URL_A, large, T0)
    expect(readAvatarCopy(storage, URL_A, T0)).toEqual({ image: null })
    for (const other of ['data:image/svg+xml;base64,PHN2Zy8+', 'data:text/html;base64,PGI+', 'https://example.org/a.png', 'data:image/png,<svg>']) {
      expect(isAvatarCopy(other), other).toBe(false)
    }
  })

  it('keeps the newest copies only', () => {
    const storage = createMemoryStorage()
    for (let i = 0; i <= MAX_AVATAR_COPIES; i++) keepAvatarCopy(storage, `https://example.org/${i}.png`, COPY, T0 + i)
    expect(readAvatarCopy(storage, 'https://example.org/0.png', T0 + 100)).toBeUndefined()
    expect(readAvatarCopy(storage, `https://example.org/${MAX_AVATAR_COPIES}.png`, T0 + 100)).toEqual({ image: COPY })
    expect(Object.keys(JSON.parse(storage.read(STORAGE_KEY_AVATAR_COPIES) ?? '{}') as object)).toHaveLength(MAX_AVATAR_COPIES)
  })

  it('reads a written-in entry under the same rules: a script data URL, a time ahead or junk is no copy', () => {
    const written = (value: unknown) => createMemoryStorage({ [STORAGE_KEY_AVATAR_COPIES]: JSON.stringify(value) })
    expect(readAvatarCopy(written({ [URL_A]: { at: T0, image: 'data:text/html;base64,PHNjcmlwdD4=' } }), URL_A, T0)).toBeUndefined()
    expect(readAvatarCopy(written({ [URL_A]: { at: T0 + AVATAR_COPY_MS * 10, image: COPY } }), URL_A, T0)).toBeUndefined()
    expect(readAvatarCopy(written({ [URL_A]: { at: 'today', image: COPY } }), URL_A, T0)).toBeUndefined()
    expect(readAvatarCopy(written([1, 2]), URL_A, T0)).toBeUndefined()
    expect(readAvatarCopy(createMemoryStorage({ [STORAGE_KEY_AVATAR_COPIES]: '{' }), URL_A, T0)).toBeUndefined()
  })
})
