export interface PageLeaveWatch {
  /** How long the page may stay in view after a wallet link before the app counts as not opened. */
  stayedAfterMs: number
  /** The page went to the background, lost focus or is being hidden: the app came up. */
  onLeave(): void
  /** Still in view, focused, after `stayedAfterMs`: nothing took the visitor away. */
  onStayed(): void
}

/**
 * Tells whether a wallet link took the visitor out of the page. Browsers say nothing when a link's
 * app is missing (iOS shows an alert, Android does nothing), so the only sign is the page staying in
 * view. Returns the stop; each watch reports once.
 */
export function watchPageLeave(watch: PageLeaveWatch): () => void {
  let done = false
  const finish = (report: () => void) => {
    if (done) return
    done = true
    stop()
    report()
  }
  const leave = () => finish(watch.onLeave)
  const visibility = () => {
    if (document.visibilityState === 'hidden') leave()
  }
  document.addEventListener('visibilitychange', visibility)
  window.addEventListener('blur', leave)
  window.addEventListener('pagehide', leave)
  const timer = setTimeout(() => finish(document.visibilityState === 'hidden' ? watch.onLeave : watch.onStayed), watch.stayedAfterMs)
  function stop() {
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', visibility)
    window.removeEventListener('blur', leave)
    window.removeEventListener('pagehide', leave)
  }
  return () => {
    done = true
    stop()
  }
}
