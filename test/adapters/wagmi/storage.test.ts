import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { wagmiStorageOver } from '../../../src-adapters/wagmi/storage.js'
import { WAGMI_STORAGE_KEY } from '../../../src-adapters/wagmi/options.js'

function pageEvents() {
  const listeners: Array<() => void> = []
  return { addEventListener: (_type: 'pagehide', listener: () => void) => void listeners.push(listener), hide: () => listeners.forEach((listener) => listener()) }
}

describe("wagmi's storage over the StoragePort", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes in the next task, once per key with the newest value, and reads the pending value before', async () => {
    const port = createMemoryStorage()
    const write = vi.spyOn(port, 'write')
    const storage = wagmiStorageOver(port, pageEvents())
    await storage.setItem('recentConnectorId', 'a')
    await storage.setItem('recentConnectorId', 'b')
    expect(write).not.toHaveBeenCalled()
    expect(await storage.getItem('recentConnectorId')).toBe('b')
    vi.advanceTimersByTime(0)
    expect(write).toHaveBeenCalledTimes(1)
    expect(port.read(`${WAGMI_STORAGE_KEY}.recentConnectorId`)).toBe('"b"')
    expect(await wagmiStorageOver(port, pageEvents()).getItem('recentConnectorId')).toBe('b')
  })

  it('writes what is pending when the page goes', () => {
    const port = createMemoryStorage()
    const page = pageEvents()
    const storage = wagmiStorageOver(port, page)
    void storage.setItem('recentConnectorId', 'injected')
    page.hide()
    expect(port.read(`${WAGMI_STORAGE_KEY}.recentConnectorId`)).toBe('"injected"')
  })

  it('a removal drops the pending write of that key', async () => {
    const port = createMemoryStorage({ [`${WAGMI_STORAGE_KEY}.recentConnectorId`]: '"old"' })
    const storage = wagmiStorageOver(port, pageEvents())
    void storage.setItem('recentConnectorId', 'new')
    await storage.removeItem('recentConnectorId')
    vi.runAllTimers()
    expect(port.read(`${WAGMI_STORAGE_KEY}.recentConnectorId`)).toBeNull()
    expect(await storage.getItem('recentConnectorId')).toBeNull()
  })
})
