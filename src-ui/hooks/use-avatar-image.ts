import { useEffect, useState } from 'react'
// Files, not the domain's index: the start screen draws avatars, and the index would bring every service into it.
import { avatarUrl } from '../../src-domain/names/account-name.js'
import { isAvatarCopy, keepAvatarCopy, readAvatarCopy, type AvatarCopy } from '../../src-domain/names/avatar-copy.js'
import { useOptionalServices } from '../services-context.js'

/** The side a copy is drawn at, in pixels: twice the largest avatar (the account dialog's 72), for sharp screens. */
const COPY_SIDE = 144

/** What an avatar's `<img>` loads: its copy (a data URL), or its host's URL the one time a day the host is asked. */
export interface AvatarImage {
  src: string
  /** `src` is the host's: loaded with CORS so that it can be copied, and copied once loaded. */
  fromHost: boolean
}

/**
 * A loaded image drawn into a square of COPY_SIDE, as the `<img>` shows it (the middle of its
 * longer side), as a data URL within the copy bound: WebP where the browser writes it, else PNG,
 * else JPEG. Null when it cannot be read: no size, no canvas, or a host that sent no CORS header
 * (the canvas is tainted and refuses).
 */
export function copyOfImage(image: HTMLImageElement): string | null {
  const { naturalWidth: width, naturalHeight: height } = image
  if (width === 0 || height === 0) return null
  try {
    const canvas = document.createElement('canvas')
    canvas.width = COPY_SIDE
    canvas.height = COPY_SIDE
    const context = canvas.getContext('2d')
    if (!context) return null
    const side = Math.min(width, height)
    context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side, 0, 0, COPY_SIDE, COPY_SIDE)
    for (const [type, quality] of [['image/webp', 0.85], ['image/png'], ['image/jpeg', 0.85]] as const) {
      const copy = canvas.toDataURL(type, quality)
      if (copy.startsWith(`data:${type};`) && isAvatarCopy(copy)) return copy
    }
    return null
  } catch {
    return null
  }
}

/**
 * The image an avatar draws for `url`: its host is asked at most once a day per browser (the
 * record's owner would otherwise learn every visit and the visitor's address each time); the copy
 * kept in the app's storage is drawn on every other visit that day. Nothing until storage has
 * been read (after the first render: a server's render and the first paint agree), and nothing
 * for the rest of the day when the host gave nothing to keep.
 */
export function useAvatarImage(url: string | undefined): {
  image: AvatarImage | undefined
  /** The `<img>` loaded: a host's image is copied and kept. */
  loaded(element: HTMLImageElement): void
  /** The `<img>` failed: the host gave nothing today. */
  failed(): void
} {
  // No services: nothing can be kept, so no host is asked (only the build's shell renders so, with no account).
  const storage = useOptionalServices()?.storage
  const [known, setKnown] = useState<{ url: string; copy: AvatarCopy | undefined }>()
  useEffect(() => {
    if (url === undefined || storage === undefined || avatarUrl(url) !== url) return
    setKnown({ url, copy: readAvatarCopy(storage, url, Date.now()) })
  }, [url, storage])
  const current = known !== undefined && known.url === url ? known : undefined
  let image: AvatarImage | undefined
  if (current && current.copy === undefined) image = { src: current.url, fromHost: true }
  else if (current?.copy?.image) image = { src: current.copy.image, fromHost: false }
  return {
    image,
    loaded: (element) => {
      if (image?.fromHost && storage) keepAvatarCopy(storage, image.src, copyOfImage(element), Date.now())
    },
    failed: () => {
      if (image?.fromHost && storage) keepAvatarCopy(storage, image.src, null, Date.now())
    },
  }
}
