import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/** False while rendering on a server or hydrating, true once in the browser: a custom button can wait for it. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
