import { useSyncExternalStore } from 'react'
import { isCompactWidth } from '../../../src-domain/index.js'

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}
const read = () => isCompactWidth(window.innerWidth)

/** Whether the viewport is below 768 px: the connect dialog then shows one panel at a time. */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, read, () => false)
}
