// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPreloader } from '../../../src/boot/preloader.js'
import { RECONNECT_PRELOAD_META, START_PRELOAD_META } from '../../../src-ui/start-protocol.js'

const linked = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

function list(name: string, files: string[]) {
  const meta = document.createElement('meta')
  meta.name = name
  meta.content = files.join(' ')
  document.head.append(meta)
}

describe('createPreloader', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.head.replaceChildren()
  })

  it('links a list one file a task, and says which lists are linked once the last file is', async () => {
    list(START_PRELOAD_META, ['/assets/react-a.js', '/assets/start-b.js'])
    list(RECONNECT_PRELOAD_META, ['/assets/app-c.js'])
    const heard: string[] = []
    const preload = createPreloader(document, (lists) => heard.push(lists))
    preload(START_PRELOAD_META)
    preload(RECONNECT_PRELOAD_META)
    expect(linked()).toEqual([])
    await vi.advanceTimersToNextTimerAsync()
    expect(linked()).toEqual(['/assets/react-a.js'])
    await vi.advanceTimersToNextTimerAsync()
    expect(linked()).toEqual(['/assets/react-a.js', '/assets/start-b.js'])
    await vi.advanceTimersToNextTimerAsync()
    expect(heard).toEqual([])
    await vi.advanceTimersToNextTimerAsync()
    expect(linked()).toEqual(['/assets/react-a.js', '/assets/start-b.js', '/assets/app-c.js'])
    expect(heard).toEqual([`${START_PRELOAD_META} ${RECONNECT_PRELOAD_META}`])
  })

  it('skips a file already linked, links a list asked twice once, and skips anything but a built asset path', async () => {
    list(RECONNECT_PRELOAD_META, ['/assets/app-a.js', '/assets/wagmi-b.js', 'https://elsewhere.example/x.js'])
    const first = createPreloader(document)
    const second = createPreloader(document)
    first(RECONNECT_PRELOAD_META)
    second(RECONNECT_PRELOAD_META)
    first(RECONNECT_PRELOAD_META)
    await vi.runAllTimersAsync()
    expect(linked()).toEqual(['/assets/app-a.js', '/assets/wagmi-b.js'])
  })
})
