import { afterEach, describe, expect, it } from 'vitest'
import { bootPreloaded, markBootPreloaded } from '../../../src-ui/shell-handoff.js'
import { RECONNECT_PRELOAD_META, START_PRELOAD_META } from '../../../src-ui/start-protocol.js'

afterEach(() => document.documentElement.removeAttribute('data-wallet-boot-preloaded'))

describe('bootPreloaded', () => {
  it('resolves once the boot script has linked its list, not when another list is', async () => {
    let done = false
    void bootPreloaded(RECONNECT_PRELOAD_META).then(() => (done = true))
    markBootPreloaded(document, START_PRELOAD_META)
    await Promise.resolve()
    expect(done).toBe(false)
    markBootPreloaded(document, `${START_PRELOAD_META} ${RECONNECT_PRELOAD_META}`)
    await Promise.resolve()
    expect(done).toBe(true)
  })

  it('a list linked already: at once', async () => {
    markBootPreloaded(document, START_PRELOAD_META)
    await expect(bootPreloaded(START_PRELOAD_META)).resolves.toBeUndefined()
  })
})
