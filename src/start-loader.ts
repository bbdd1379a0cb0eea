/**
 * Runs `load` once however often it is asked for (every pointer move over the button asks); a
 * failed load (offline, a stale deploy) is forgotten, so the visitor's next intent tries again.
 */
export function createStartLoader(load: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
