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

/**
 * wagmi's storage over the domain's StoragePort, so the connection survives a reload in the
 * browser and Node tests never touch a real localStorage. No storage: nothing is remembered.
 */
export function wagmiStorageOver(storage: StoragePort | undefined): Storage {
  if (!storage) return createStorage({ key: WAGMI_STORAGE_KEY })
  return createStorage({
    key: WAGMI_STORAGE_KEY,
    deserialize: tolerantDeserialize,
    storage: {
      getItem: (key) => storage.read(key),
      setItem: (key, value) => storage.write(key, value),
      removeItem: (key) => storage.remove(key),
    },
  })
}
