import { MAX_CONNECTION_RECORD_LENGTH, STORAGE_KEY_CONNECTION, type StoragePort } from '../../src-domain/index.js'
import { createBrowserStorage, type BrowserStorageOptions } from './local-storage.js'

/** A month: a visitor who comes back within it is drawn connected by the server. */
export const CONNECTION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

export interface CookieStorageOptions extends BrowserStorageOptions {
  /** Where the cookie is written; the page's `document` by default. */
  document?: Pick<Document, 'cookie'>
  /** Whether the page is served over https (the cookie is then `Secure`); read from `location` by default. */
  secure?: boolean
}

/**
 * StoragePort over localStorage that also keeps the connection record (wallet, account, chain) in
 * a first-party cookie, so a server can render the connection the page will show
 * (`cookieToInitialState`). Only that record goes in the cookie: it is small, holds nothing
 * secret and rides on every request; everything else stays in localStorage as before.
 */
export function createCookieStorage(options: CookieStorageOptions = {}): StoragePort {
  const local = createBrowserStorage(options)
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document)
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:')
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  const setCookie = (value: string | null) => {
    if (!doc) return
    doc.cookie =
      value === null || value.length > MAX_CONNECTION_RECORD_LENGTH
        ? `${STORAGE_KEY_CONNECTION}=${attributes}; Max-Age=0`
        : `${STORAGE_KEY_CONNECTION}=${encodeURIComponent(value)}${attributes}; Max-Age=${CONNECTION_COOKIE_MAX_AGE_S}`
  }
  return {
    read: (key) => local.read(key),
    write(key, value) {
      local.write(key, value)
      if (key === STORAGE_KEY_CONNECTION) setCookie(value)
    },
    remove(key) {
      local.remove(key)
      if (key === STORAGE_KEY_CONNECTION) setCookie(null)
    },
    subscribe: (listener) => local.subscribe(listener),
  }
}
