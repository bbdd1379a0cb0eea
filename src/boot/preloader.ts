import type { RECONNECT_PRELOAD_META, START_PRELOAD_META } from '../../src-ui/start-protocol.js'

/** A list of modules the build writes into the page (a meta element's content). */
export type PreloadList = typeof RECONNECT_PRELOAD_META | typeof START_PRELOAD_META

/**
 * Fetches, without evaluating, the modules a meta element of the build lists; each list once.
 * RECONNECT_PRELOAD_META: the app's modules and the backend's, for a reconnect beside the entry, for
 * a first visit on the visitor's intent (the app then starts without waiting for the network).
 * START_PRELOAD_META: React and the start screen, once the shell is painted (linked in the head,
 * their fetching and compiling held off the first paint by a third on a slow phone).
 * One link a task: adding a modulepreload link costs the main thread about 4 ms on a slow phone
 * (its fetch is set up then), so a list added at once was a task long enough to hold off a frame.
 * `linked` hears, each time the last queued file is linked, the lists linked so far (space-separated):
 * an `import()` of modules not yet linked asks for them all in its own task, so the entry waits for it.
 */
export function createPreloader(doc: Document, linked: (lists: string) => void = () => {}): (list: PreloadList) => void {
  const queued = new Set<PreloadList>()
  const files: string[] = []
  let running = false
  const step = () => {
    const file = files.shift()
    running = file !== undefined
    if (file === undefined) return linked([...queued].join(' '))
    // Linked already (by the entry's own preloading, which checks the same way): skipped.
    if (!doc.head.querySelector(`link[rel=modulepreload][href="${file}"]`)) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = file
      doc.head.appendChild(link)
    }
    setTimeout(step)
  }
  return (list) => {
    if (queued.has(list)) return
    queued.add(list)
    const listed = doc.querySelector(`meta[name=${list}]`)?.getAttribute('content') ?? ''
    files.push(...listed.split(' ').filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file)))
    if (!running) {
      running = true
      setTimeout(step)
    }
  }
}
