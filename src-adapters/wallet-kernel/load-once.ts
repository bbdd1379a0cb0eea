/** A load that runs once and is shared; `drop` forgets it and hands back what was loaded (or is loading). */
export interface LoadOnce<T> {
  (): Promise<T>
  drop(): Promise<T> | undefined
}

/**
 * Runs `load` on the first call and shares its promise with every later call. A load that fails
 * (offline, a chunk gone after a deploy) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined
  const get = (): Promise<T> => {
    if (pending) return pending
    const started = load()
    pending = started
    started.catch(() => {
      if (pending === started) pending = undefined
    })
    return started
  }
  const drop = () => {
    const loaded = pending
    pending = undefined
    return loaded
  }
  return Object.assign(get, { drop })
}
