// Free of React: the page's entry waits for an idle moment before React runs.

interface IdleWindow {
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number
  cancelIdleCallback?(handle: number): void
}

/**
 * Runs `callback` once the page is idle (at the latest after `timeoutMs`); returns its cancel.
 * Called on the window itself: browsers refuse a detached requestIdleCallback. Without one
 * (Safari), a timer stands in.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  const idle = window as IdleWindow
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout: timeoutMs })
    return () => idle.cancelIdleCallback?.(handle)
  }
  const timer = setTimeout(callback, Math.min(timeoutMs, 100))
  return () => clearTimeout(timer)
}
