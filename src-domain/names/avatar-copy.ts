import type { StoragePort } from '../ports/storage-port.js'
import { isRecord, readJson } from '../storage/json.js'

/** Where the avatars' copies are kept: one entry per avatar URL. */
export const STORAGE_KEY_AVATAR_COPIES = 'rk-avatar-copies'
/** An avatar's host is asked at most once in this long (a day); the copy is drawn in between. */
export const AVATAR_COPY_MS = 86_400_000
/** The longest copy kept (a data URL, in characters): a small picture re-encoded at the size it is drawn fits many times over. */
export const MAX_AVATAR_COPY_LENGTH = 64 * 1024
/** Copies kept at most; past it the oldest goes. */
export const MAX_AVATAR_COPIES = 8

/**
 * What is known of an avatar today: its copy (a data URL) to draw, or null when its host was asked
 * today and gave nothing to keep (no answer, not an image, no CORS), so the gradient stays until
 * the day is over.
 */
export type AvatarCopy = { image: string } | { image: null }

interface StoredCopy {
  at: number
  image: string | null
}

/** A copy the page draws: a PNG, WebP or JPEG data URL in base64, within the bound. */
export function isAvatarCopy(value: string): boolean {
  return value.length <= MAX_AVATAR_COPY_LENGTH && /^data:image\/(png|webp|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/.test(value)
}

/** The stored copies read back under the rules (the storage is the origin's, anyone on it may write): a bad entry is no entry. */
function readCopies(storage: StoragePort): Map<string, StoredCopy> {
  return readJson(
    storage,
    STORAGE_KEY_AVATAR_COPIES,
    (value) => {
      if (!isRecord(value)) return undefined
      const copies = new Map<string, StoredCopy>()
      for (const [url, entry] of Object.entries(value).slice(0, MAX_AVATAR_COPIES)) {
        if (!isRecord(entry) || typeof entry.at !== 'number' || !Number.isFinite(entry.at)) continue
        if (entry.image !== null && (typeof entry.image !== 'string' || !isAvatarCopy(entry.image))) continue
        copies.set(url, { at: entry.at, image: entry.image })
      }
      return copies
    },
    new Map<string, StoredCopy>(),
  )
}

/** Today's copy of the avatar at `url`, or undefined when its host may be asked (none kept, or kept over a day ago). */
export function readAvatarCopy(storage: StoragePort, url: string, now: number): AvatarCopy | undefined {
  const entry = readCopies(storage).get(url)
  // A time ahead of now is a clock put back, or a written-in entry: asked again.
  if (!entry || entry.at > now || now - entry.at >= AVATAR_COPY_MS) return undefined
  return { image: entry.image }
}

/** Keeps what the host of `url` gave today: its copy, or null for nothing to keep; the oldest copies go past the bound. */
export function keepAvatarCopy(storage: StoragePort, url: string, image: string | null, now: number): void {
  const copies = readCopies(storage)
  copies.delete(url)
  copies.set(url, { at: now, image: image !== null && isAvatarCopy(image) ? image : null })
  const kept = [...copies].sort(([, a], [, b]) => b.at - a.at).slice(0, MAX_AVATAR_COPIES)
  storage.write(STORAGE_KEY_AVATAR_COPIES, JSON.stringify(Object.fromEntries(kept)))
}
