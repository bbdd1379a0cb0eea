import { useEffect, useState } from 'react'

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

/**
 * False until `ready` has been true while the page was idle, then true for good: work that should
 * never share a task with what `ready` waits for (a first paint, a first read) starts after it.
 */
export function useIdleAfter(ready: boolean, timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (!ready || idle) return
    return whenIdle(() => setIdle(true), timeoutMs)
  }, [ready, idle, timeoutMs])
  return idle
}
