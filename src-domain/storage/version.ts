import { CONNECTION_UI_VERSION, STORAGE_KEY_VERSION } from '../constants.js'
import type { StoragePort } from '../ports/storage-port.js'

/**
 * Writes `rk-version` (`1.0.10`) as the app this replaces did on every start. Skips the write
 * when the value is already there, so other tabs get no storage event for nothing.
 */
export function recordConnectionUiVersion(storage: StoragePort): void {
  if (storage.read(STORAGE_KEY_VERSION) !== CONNECTION_UI_VERSION) storage.write(STORAGE_KEY_VERSION, CONNECTION_UI_VERSION)
}
