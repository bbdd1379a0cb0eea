import { createStorage, deserialize, type Storage } from '@wagmi/core'
import type { StoragePort } from '../../src-domain/index.js'
import { WAGMI_STORAGE_KEY } from './options.js'

function tolerantDeserialize<T>(value: string): T | null {
  // wagmi's deserialize throws on corrupt JSON (or a Map that is not one); such a value reads as absent.
  try {
    return deserialize<T>(value)
  } catch {
    return null
  }
}

/** Where the page tells it is going away: pending writes are made then at the latest. */
interface PageEvents {
  addEventListener(type: 'pagehide', listener: () => void): void
}

/**
 * wagmi's storage over the domain's StoragePort, so the connection survives a reload in the
 * browser and Node tests never touch a real localStorage. No storage: nothing is remembered.
 *
 * Writes are made in the task after wagmi asks for them (and before the page goes), newest value
 * per key: a connect sets wagmi's state twice (connecting, connected) within the wallet's answer,
 * and serializing both to storage before the account is drawn is work nobody waits for. Reads see
 * the pending value.
 */
export function wagmiStorageOver(storage: StoragePort | undefined, page: PageEvents | undefined = defaultPage()): Storage {
  if (!storage) return createStorage({ key: WAGMI_STORAGE_KEY })
  const base = createStorage({
    key: WAGMI_STORAGE_KEY,
    deserialize: tolerantDeserialize,
    storage: {
      getItem: (key) => storage.read(key),
      setItem: (key, value) => storage.write(key, value),
      removeItem: (key) => storage.remove(key),
    },
  })
  const pending = new Map<string, unknown>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const writes = [...pending]
    pending.clear()
    for (const [key, value] of writes) void base.setItem(key as never, value as never)
  }
  page?.addEventListener('pagehide', flush)
  return {
    ...base,
    getItem: ((key: string, defaultValue?: unknown) => (pending.has(key) ? pending.get(key) : base.getItem(key as never, defaultValue as never))) as Storage['getItem'],
    setItem: ((key: string, value: unknown) => {
      pending.set(key, value)
      timer ??= setTimeout(flush)
    }) as Storage['setItem'],
    removeItem: ((key: string) => {
      pending.delete(key)
      return base.removeItem(key as never)
    }) as Storage['removeItem'],
  }
}

function defaultPage(): PageEvents | undefined {
  return typeof window === 'undefined' ? undefined : window
}
