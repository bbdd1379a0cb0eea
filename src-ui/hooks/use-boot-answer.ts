import { useSyncExternalStore } from 'react'
import { readBootAnswer, subscribeBootAnswer, type BootAnswer } from '../shell-handoff.js'

let last: BootAnswer | undefined
/** The same object while the recorded answer is the same, as useSyncExternalStore needs. */
function snapshot(): BootAnswer | undefined {
  const answer = readBootAnswer()
  if (answer?.address !== last?.address || answer?.chainId !== last?.chainId) last = answer
  return last
}

/**
 * The remembered wallet's answer the boot script had before the app, while `wanted` (a reconnect
 * under way); undefined otherwise, and on the server.
 */
export function useBootAnswer(wanted: boolean): BootAnswer | undefined {
  const answer = useSyncExternalStore(subscribeBootAnswer, snapshot, () => undefined)
  return wanted ? answer : undefined
}
