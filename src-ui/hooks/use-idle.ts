import { useEffect, useState } from 'react'
import { whenIdle } from '../idle.js'

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
