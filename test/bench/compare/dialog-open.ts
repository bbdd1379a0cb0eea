import type { Browser, Page } from 'playwright-core'
import { walletScript } from '../browser.js'
import { median } from '../latency.js'
import { markdownTable, textTable } from '../report.js'
import { withoutDevToolsStacks } from '../devtools-stacks.js'

/**
 * "click `Connect Wallet` -> dialog painted": a fresh visit per page, `Connect Wallet` clicked 1 s
 * after the load event (the visitor who clicks as soon as the page is there, no long hover), and
 * the time from the click event to the first frame painted with the dialog in it, and with the
 * page's wallet in its list. The same probe in every page, installed before the page's scripts.
 */

/** A page compared: its name in the table, its URL, and the wallet its list shows. */
export interface DialogOpenTarget {
  name: string
  url: string
  walletEntry: string
}

export interface DialogOpenSummary {
  name: string
  cpuRate: number
  runs: number
  /** Median ms from the click to the first painted frame with a dialog box on screen. */
  dialogMs: number
  /** Median ms from the click to the first painted frame with the wallet's button in the dialog. */
  walletsMs: number
}

/** After the load event, before the click: the page is up and idle, as a visitor sees it. */
export const CLICK_AFTER_LOAD_MS = 1000
const PROBE = '__dialogProbe'

interface DialogMarks {
  clickAt?: number
  dialogAt?: number
  walletsAt?: number
}

/**
 * Notes the click on `Connect Wallet` (the event's time stamp) and, from then on, when a dialog and
 * the wallet's button in it are first drawn: a DOM change schedules a check at the next frame, and
 * a frame that shows them is marked once it has been painted (the message posted from that frame's
 * animation callback runs after its paint). SELF-CONTAINED: sent to the page as its source text.
 */
function installDialogProbe(target: Window & typeof globalThis, options: { walletEntry: string; global: string }): void {
  const marks: DialogMarks = {}
  ;(target as unknown as Record<string, DialogMarks>)[options.global] = marks
  const doc = target.document
  const visible = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < target.innerHeight
  }
  const afterPaint = (mark: 'dialogAt' | 'walletsAt') => {
    const channel = new target.MessageChannel()
    channel.port1.onmessage = () => {
      if (marks[mark] === undefined) marks[mark] = target.performance.now()
    }
    channel.port2.postMessage(0)
  }
  let scheduled = false
  const check = () => {
    scheduled = false
    if (marks.clickAt === undefined || marks.walletsAt !== undefined) return
    const dialog = [...doc.querySelectorAll('[role="dialog"]')].find(visible)
    if (!dialog) return schedule()
    if (marks.dialogAt === undefined) afterPaint('dialogAt')
    const wallet = [...dialog.querySelectorAll('button')].find((button) => (button.textContent ?? '').includes(options.walletEntry) && visible(button))
    if (wallet) afterPaint('walletsAt')
    else schedule()
  }
  function schedule() {
    if (scheduled) return
    scheduled = true
    target.requestAnimationFrame(check)
  }
  new target.MutationObserver(schedule).observe(doc, { childList: true, subtree: true, attributes: true })
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button')
      if (marks.clickAt === undefined && button && (button.textContent ?? '').trim() === 'Connect Wallet') {
        marks.clickAt = event.timeStamp
        schedule()
      }
    },
    true,
  )
}

const probeScript = (walletEntry: string) =>
  `(() => { const __name = (target) => target; (${installDialogProbe.toString()})(window, ${JSON.stringify({ walletEntry, global: PROBE })}) })()`

const readMarks = (page: Page): Promise<DialogMarks> => page.evaluate((name) => (window as unknown as Record<string, DialogMarks>)[name] ?? {}, PROBE)

/** One fresh visit: load, wait 1 s, click `Connect Wallet`, wait for the wallet in the painted dialog. */
async function openOnce(browser: Browser, target: DialogOpenTarget, nodeUrl: string, cpuRate: number): Promise<{ dialogMs: number; walletsMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(30_000 * cpuRate)
  await context.addInitScript({ content: walletScript(nodeUrl) })
  await context.addInitScript({ content: probeScript(target.walletEntry) })
  try {
    const page = await context.newPage()
    await withoutDevToolsStacks(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    await page.goto(target.url, { waitUntil: 'load' })
    await page.waitForTimeout(CLICK_AFTER_LOAD_MS)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.waitForFunction((name) => (window as unknown as Record<string, DialogMarks>)[name]?.walletsAt !== undefined, PROBE)
    const marks = await readMarks(page)
    const { clickAt, dialogAt, walletsAt } = marks
    if (clickAt === undefined || dialogAt === undefined || walletsAt === undefined)
      throw new Error(`${target.name}: the dialog probe missed a mark (${JSON.stringify(marks)}).`)
    return { dialogMs: dialogAt - clickAt, walletsMs: walletsAt - clickAt }
  } finally {
    await context.close()
  }
}

/** Every page at every CPU rate, visits interleaved (one untimed pass first), reduced to medians. */
export async function measureDialogOpen(
  browser: Browser,
  targets: readonly DialogOpenTarget[],
  options: { nodeUrl: string; cpuRates: readonly number[]; runs: number; log: (line: string) => void },
): Promise<DialogOpenSummary[]> {
  const summaries: DialogOpenSummary[] = []
  for (const cpuRate of options.cpuRates) {
    const visits = new Map(targets.map((target) => [target.name, [] as Array<{ dialogMs: number; walletsMs: number }>]))
    for (let pass = 0; pass <= options.runs; pass++) {
      options.log(`click -> dialog at ${cpuRate}x CPU: ${pass === 0 ? 'untimed pass' : `pass ${pass}/${options.runs}`}...`)
      for (const target of targets) {
        const figures = await openOnce(browser, target, options.nodeUrl, cpuRate)
        if (pass > 0) visits.get(target.name)?.push(figures)
      }
    }
    for (const target of targets) {
      const runs = visits.get(target.name) ?? []
      summaries.push({
        name: target.name,
        cpuRate,
        runs: runs.length,
        dialogMs: median(runs.map((run) => run.dialogMs)),
        walletsMs: median(runs.map((run) => run.walletsMs)),
      })
    }
  }
  return summaries
}

const ms = (value: number) => `${Math.round(value)} ms`

/** One row per figure and CPU rate, one column per page; each cell also as a multiple of the reference page's. */
export function dialogOpenReport(summaries: readonly DialogOpenSummary[], reference: string, markdown: boolean): string {
  const names = [...new Set(summaries.map((summary) => summary.name))]
  const rates = [...new Set(summaries.map((summary) => summary.cpuRate))]
  const cell = (rate: number, name: string, pick: (summary: DialogOpenSummary) => number) => {
    const own = summaries.find((summary) => summary.cpuRate === rate && summary.name === name)
    const base = summaries.find((summary) => summary.cpuRate === rate && summary.name === reference)
    if (!own) return '–'
    if (!base || name === reference || pick(base) === 0) return ms(pick(own))
    return `${ms(pick(own))} (×${(pick(own) / pick(base)).toFixed(2)})`
  }
  const body = rates.flatMap((rate) => [
    [`click \`Connect Wallet\` -> dialog painted, CPU ${rate}x`, ...names.map((name) => cell(rate, name, (summary) => summary.dialogMs))],
    [`click \`Connect Wallet\` -> wallet list painted, CPU ${rate}x`, ...names.map((name) => cell(rate, name, (summary) => summary.walletsMs))],
  ])
  const headers = ['', ...names]
  const runs = summaries[0]?.runs ?? 0
  return [
    markdown ? markdownTable(headers, body) : textTable(headers, body),
    '',
    `- Medians of ${runs} fresh visits per page and CPU rate (after one untimed pass), pages interleaved; × the ${reference}'s figure in the same run.`,
    `- Each visit: load event, ${CLICK_AFTER_LOAD_MS} ms, then a click on \`Connect Wallet\` (Playwright moves the pointer there first).`,
    '  From the click event to the first frame painted with a dialog box on screen (role="dialog", in the viewport), and with',
    "  the test wallet's button in it. A frame counts once painted: a message posted from its animation callback has run.",
  ].join('\n')
}
