/**
 * The probe every compared page gets before its own scripts (an init script): it watches the DOM
 * and notes, on the page's clock (ms since navigation start), when a clickable `Connect Wallet`
 * first shows (checked once a frame, before it paints, from the first frame on), when the account and then a balance show, when the
 * visitor clicked the wallet, the first contentful paint, and every long task and long animation frame. The same probe for every page, so its own cost is the same for all.
 *
 * `installProbe` is SELF-CONTAINED on purpose (no imports, no module-scope values): it is sent to
 * the page as its source text.
 */

export interface ProbeOptions {
  /** The account as every page shows it, shortened (`0xf3…2266`). */
  account: string
  /** Text of the button that picks the wallet (the plain page: its `Connect Wallet`). */
  walletLabel: string
}

export interface ProbeMarks {
  /** The first contentful paint (else the first paint): from then on the page has something to click. */
  firstPaintAt?: number
  /** First time a `Connect Wallet` button was visible, enabled and the topmost element at its centre. */
  connectVisibleAt?: number
  /** The last click on the wallet's button (the event's own time stamp). */
  walletClickAt?: number
  /** First time a visible button showed the account. */
  accountAt?: number
  /** First time, after the account, a visible button showed a balance in ETH. */
  balanceAt?: number
  longTasks: Array<{ start: number; duration: number }>
  /** Long animation frames with the scripts that ran in them: what a long task was doing. */
  frames: Array<{
    start: number
    duration: number
    /** When the frame's rendering began (its animation-frame callbacks), and its style and layout. */
    renderStart?: number
    styleAndLayoutStart?: number
    scripts: Array<{ invokerType: string; invoker: string; sourceURL: string; sourceFunctionName: string; duration: number; compile: number }>
  }>
}

export const PROBE_GLOBAL = '__benchProbe'

export function installProbe(target: Window & typeof globalThis, options: ProbeOptions): void {
  const marks: ProbeMarks = { longTasks: [], frames: [] }
  ;(target as unknown as Record<string, ProbeMarks>).__benchProbe = marks
  try {
    new target.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no long-task timing in this browser: the figure stays empty
  }
  try {
    new target.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint' || marks.firstPaintAt === undefined) marks.firstPaintAt = entry.startTime
      }
    }).observe({ type: 'paint', buffered: true })
  } catch {
    // no paint timing: long tasks are counted from navigation
  }
  try {
    new target.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const frame = entry as PerformanceEntry & {
          renderStart?: number
          styleAndLayoutStart?: number
          scripts?: ReadonlyArray<{
            invokerType: string
            invoker: string
            sourceURL: string
            sourceFunctionName: string
            startTime: number
            executionStart: number
            duration: number
          }>
        }
        marks.frames.push({
          start: frame.startTime,
          duration: frame.duration,
          ...(frame.renderStart ? { renderStart: frame.renderStart } : {}),
          ...(frame.styleAndLayoutStart ? { styleAndLayoutStart: frame.styleAndLayoutStart } : {}),
          scripts: (frame.scripts ?? []).map((script) => ({
            invokerType: script.invokerType,
            invoker: script.invoker,
            sourceURL: script.sourceURL,
            sourceFunctionName: script.sourceFunctionName,
            duration: script.duration,
            compile: Math.max(0, script.executionStart - script.startTime),
          })),
        })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {
    // no long-animation-frame timing: long tasks are reported unattributed
  }
  const doc = target.document
  const balancePattern = /\d[\d.,]*\s?[kKMB]?\s?ETH/
  const shown = (element: HTMLButtonElement): boolean => {
    if (element.closest('[aria-hidden="true"],[hidden],[inert]')) return false
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const style = target.getComputedStyle(element)
    if (style.pointerEvents === 'none') return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const clickable = (element: HTMLButtonElement): boolean => {
    if (element.disabled || !shown(element)) return false
    const box = element.getBoundingClientRect()
    const hit = doc.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  }
  // Nothing is on screen before the first frame (render-blocking style sheets still loading): a
  // DOM check then would count a state never painted, such as an HTML button its CSS hides.
  let rendering = false
  const check = () => {
    if (!rendering || marks.balanceAt !== undefined) return
    const now = target.performance.now()
    for (const button of doc.querySelectorAll('button')) {
      const text = button.textContent ?? ''
      if (marks.connectVisibleAt === undefined && text.trim() === 'Connect Wallet' && clickable(button)) marks.connectVisibleAt = now
      if (marks.accountAt === undefined && text.includes(options.account) && shown(button)) marks.accountAt = now
      if (marks.accountAt !== undefined && marks.balanceAt === undefined && balancePattern.test(text) && shown(button)) marks.balanceAt = now
    }
  }
  // A check at the next frame after any DOM change, before it paints: one forced layout a frame at
  // most, so the probe adds no long task of its own to a page that changes its DOM often.
  let frame = false
  const schedule = () => {
    if (frame) return
    frame = true
    target.requestAnimationFrame(() => {
      frame = false
      check()
    })
  }
  target.requestAnimationFrame(() => {
    rendering = true
    check()
  })
  new target.MutationObserver(schedule).observe(doc, { childList: true, subtree: true, attributes: true, characterData: true })
  doc.addEventListener('DOMContentLoaded', schedule)
  target.addEventListener('load', schedule)
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button')
      if (button && (button.textContent ?? '').includes(options.walletLabel)) marks.walletClickAt = event.timeStamp
    },
    true,
  )
}

/** The probe as an init script; tsx adds `__name` calls to functions, which the page must have. */
export function probeScript(options: ProbeOptions): string {
  return `(() => { const __name = (target) => target; (${installProbe.toString()})(window, ${JSON.stringify(options)}) })()`
}
