import { describe, expect, it } from 'vitest'
import { againstRows, comparisonRows, longTaskLines, overheadBeyondDelay, ratio, requestLines, summarize } from '../bench/compare/summary.js'
import { longTasksBefore, longTasksBetween, workIn } from '../bench/compare/long-tasks.js'
import { PLAIN_PAGE_SLOW_WALLET } from '../bench/compare/run-comparison.js'
import { MOCK_CONNECT_DELAY_MS } from '../../src-domain/index.js'
import type { VisitFigures } from '../bench/compare/visit.js'
import { BENCH_BACKENDS } from '../bench/backends.js'
import { WALLET_BACKENDS } from '../../src/backends/index.js'

function visit(overrides: Partial<VisitFigures> = {}): VisitFigures {
  return {
    loadMs: 100,
    longTaskMs: 0,
    longTaskCount: 0,
    longestTask: undefined,
    reloadLongTaskMs: 0,
    reloadLongestTask: undefined,
    prePaintLongestTask: undefined,
    reloadPrePaintLongestTask: undefined,
    loadJsGzip: 2048,
    jsBeforeButton: 1,
    lastJsAt: 50,
    loadRpc: 0,
    loadMethods: [],
    connectMs: 10,
    balanceMs: 20,
    connectRpcWallet: 2,
    connectRpcNode: 1,
    connectMethods: ['wallet:eth_requestAccounts', 'wallet:eth_chainId', 'node:eth_getBalance'],
    intentJsGzip: 0,
    intentJsFiles: 0,
    connectJsGzip: 0,
    connectJsFiles: 0,
    reloadMs: 80,
    reloadMethods: [],
    reloadFlashAt: undefined,
    foreign: {},
    ...overrides,
  }
}

describe('bench comparison summary', () => {
  it('takes medians of times, the most of counts, and counts the reloads that flashed Connect Wallet', () => {
    const summary = summarize('app', [
      visit({ loadMs: 300, loadRpc: 0, reloadFlashAt: 120, foreign: { 'a.example': 1 } }),
      visit({ loadMs: 100, loadRpc: 2 }),
      visit({ loadMs: 200, loadRpc: 1, reloadFlashAt: 140, foreign: { 'b.example': 2 } }),
    ])
    expect(summary.loadMs).toBe(200)
    expect(summary.loadRpc).toBe(2)
    expect(summary.flashes).toBe(2)
    expect(summary.flashAtMs).toBe(130)
    expect(summary.foreignRequests).toBe(2)
    expect(summary.foreignHosts).toEqual(['a.example', 'b.example'])
  })

  it('puts each backend now beside the same backend at the older commit: now, then and now ÷ then', () => {
    const now = summarize('this app (wagmi)', [visit({ loadMs: 60, connectMs: 8, balanceMs: 38, reloadMs: 58 })])
    const then = summarize('this app (wagmi) at 0ef576d', [visit({ loadMs: 58, connectMs: 6, balanceMs: 33, reloadMs: 40 })])
    const { headers, body } = againstRows([now, then], [{ label: 'wagmi', now: now.name, then: then.name }])
    expect(headers).toEqual(['', 'wagmi'])
    expect(body).toEqual([
      ['load to `Connect Wallet`', '60 ms vs 58 ms (×1.0)'],
      ['click to connected', '8 ms vs 6 ms (×1.3)'],
      ['click to balance', '38 ms vs 33 ms (×1.2)'],
      ['reload to connected', '58 ms vs 40 ms (×1.4)'],
    ])
    expect(() => againstRows([now], [{ label: 'wagmi', now: now.name, then: then.name }])).toThrow(/No visits of this app \(wagmi\) at 0ef576d/)
  })

  it('rejects an empty set of visits', () => {
    expect(() => summarize('app', [])).toThrow(/no visits/)
  })

  it('divides by the baseline and has no ratio over a zero baseline', () => {
    expect(ratio(384, 114)).toBe('×3.4')
    expect(ratio(1200, 100)).toBe('×12')
    expect(ratio(0, 0)).toBe('×1.0')
    expect(ratio(5, 0)).toBe('–')
  })

  it('shows each figure with its ratios to the plain page and to the RainbowKit app', () => {
    const summaries = [
      summarize('this app', [visit({ loadMs: 400, reloadFlashAt: 120 })]),
      summarize('kit', [visit({ loadMs: 800 })]),
      summarize('plain', [visit({ loadMs: 100 })]),
    ]
    const { headers, body } = comparisonRows(summaries, 'plain', 'kit')
    expect(headers).toEqual(['', 'this app', 'kit', 'plain'])
    const load = body.find((row) => row[0]?.startsWith('load to a visible'))
    expect(load?.slice(1)).toEqual(['400 ms (×4.0 / ×0.50)', '800 ms (×8.0 / ×1.0)', '100 ms (×1.0 / ×0.13)'])
    const flash = body.find((row) => row[0]?.startsWith('`Connect Wallet` shown'))
    expect(flash?.slice(1)).toEqual(['yes (1/1), at 120 ms', 'no', 'no'])
    expect(requestLines(summaries)[0]).toContain('wallet click to balance wallet:eth_requestAccounts, wallet:eth_chainId, node:eth_getBalance')
  })

  it('shows the JS fetched ahead, while the visitor hovers and reads the list, apart from the JS the wallet click fetched', () => {
    const summaries = [
      summarize('this app', [visit({ intentJsGzip: 10_240, intentJsFiles: 3 }), visit({ intentJsGzip: 20_480, intentJsFiles: 4 })]),
      summarize('kit', [visit({ intentJsGzip: 5_120, intentJsFiles: 1, connectJsGzip: 1_024, connectJsFiles: 1 })]),
      summarize('plain', [visit()]),
    ]
    const { body } = comparisonRows(summaries, 'plain', 'kit')
    const ahead = body.find((row) => row[0]?.startsWith('JS fetched from the hover'))
    expect(ahead?.slice(1)).toEqual(['15.0 KiB, 4 (– / ×3.0)', '5.0 KiB, 1 (– / ×1.0)', '0.0 KiB, 0 (×1.0 / ×0.0)'])
    const onClick = body.find((row) => row[0]?.startsWith('JS fetched from the wallet click'))
    expect(onClick?.slice(1)).toEqual(['0.0 KiB, 0 (×1.0 / ×0.0)', '1.0 KiB, 1 (– / ×1.0)', '0.0 KiB, 0 (×1.0 / ×0.0)'])
  })

  it('measures every backend of the list, memory (the baseline of the backend table) first', () => {
    expect([...BENCH_BACKENDS].sort()).toEqual([...WALLET_BACKENDS].sort())
    expect(BENCH_BACKENDS[0]).toBe('memory')
  })

  it('compares a column whose wallet takes its time with the plain page whose wallet takes as long, every row', () => {
    const summaries = [
      summarize('this app (memory)', [visit({ loadMs: 300, connectMs: 110 })]),
      summarize('this app (wagmi)', [visit({ loadMs: 300, connectMs: 12 })]),
      summarize('kit', [visit({ loadMs: 600, connectMs: 20 })]),
      summarize('plain', [visit({ loadMs: 100, connectMs: 4 })]),
      summarize(PLAIN_PAGE_SLOW_WALLET, [visit({ loadMs: 150, connectMs: 104 })]),
    ]
    const { headers, body } = comparisonRows(summaries, 'plain', 'kit', { 'this app (memory)': PLAIN_PAGE_SLOW_WALLET })
    expect(headers).toEqual(['', 'this app (memory)', 'this app (wagmi)', 'kit', 'plain', PLAIN_PAGE_SLOW_WALLET])
    const connect = body.find((row) => row[0]?.startsWith('click a wallet to connected'))
    expect(connect?.slice(1)).toEqual(['110 ms (×1.1 / ×5.5)', '12 ms (×3.0 / ×0.60)', '20 ms (×5.0 / ×1.0)', '4 ms (×1.0 / ×0.20)', '104 ms (×26 / ×5.2)'])
    const load = body.find((row) => row[0]?.startsWith('load to a visible'))
    expect(load?.slice(1, 2)).toEqual(['300 ms (×2.0 / ×0.50)'])
    expect(() => comparisonRows(summaries, 'plain', 'kit', { 'this app (memory)': 'missing page' })).toThrow(/missing page/)
  })

  it('names the slow wallet’s delay after the spec’s, and says what a page adds on top of it', () => {
    expect(PLAIN_PAGE_SLOW_WALLET).toBe(`plain page, wallet answering after ${MOCK_CONNECT_DELAY_MS} ms`)
    const line = overheadBeyondDelay(
      summarize('this app (memory)', [visit({ connectMs: 110 })]),
      summarize(PLAIN_PAGE_SLOW_WALLET, [visit({ connectMs: 104 })]),
      100,
    )
    expect(line).toBe(`- this app (memory): click to connected less the wallet's 100 ms: 10.0 ms; ${PLAIN_PAGE_SLOW_WALLET}, less the same: 4.0 ms (×2.5)`)
  })

  it('needs both baselines', () => {
    expect(() => comparisonRows([summarize('plain', [visit()])], 'plain', 'kit')).toThrow(/kit/)
  })
})

describe('bench long tasks', () => {
  const script = (
    overrides: Partial<{ invokerType: string; invoker: string; sourceURL: string; sourceFunctionName: string; duration: number; compile: number }>,
  ) => ({
    invokerType: 'module-script',
    invoker: '',
    sourceURL: 'http://127.0.0.1:4000/assets/index-3f2a.js',
    sourceFunctionName: '',
    duration: 10,
    compile: 0,
    ...overrides,
  })

  it('names a task by the scripts of the frames it overlaps, longest first, and the rendering left over', () => {
    const frames = [
      {
        start: 290,
        duration: 160,
        scripts: [
          script({ duration: 40 }),
          script({
            invokerType: 'user-callback',
            invoker: 'FrameRequestCallback',
            sourceFunctionName: 'render',
            sourceURL: 'http://127.0.0.1:4000/assets/react-dom-9c.js',
            duration: 70,
          }),
        ],
      },
      { start: 900, duration: 60, scripts: [script({ duration: 55, compile: 21.4 })] },
    ]
    expect(workIn({ start: 300, duration: 140 }, frames)).toBe(
      'user-callback react-dom-9c.js render (FrameRequestCallback) 70 ms; module-script index-3f2a.js 40 ms; rendering 30 ms',
    )
    expect(workIn({ start: 905, duration: 55 }, frames)).toBe('module-script index-3f2a.js 55 ms, compile 21 ms')
    expect(workIn({ start: 2000, duration: 60 }, frames)).toBe('unattributed')
    expect(workIn({ start: 2000, duration: 60 }, [{ start: 1990, duration: 80, scripts: [] }])).toBe('rendering (style, layout, paint)')
    expect(workIn({ start: 2000, duration: 60 }, [{ start: 2000, duration: 60, renderStart: 2012.4, styleAndLayoutStart: 2013, scripts: [] }])).toBe(
      'rendering (style, layout, paint) 47 ms; browser work before it 12 ms',
    )
    expect(workIn({ start: 2000, duration: 60 }, [{ start: 2000, duration: 60, renderStart: 2000.2, styleAndLayoutStart: 2001, scripts: [] }])).toBe(
      'rendering (style, layout, paint) 59 ms',
    )
    // A frame that began two tasks earlier: only its part inside this task counts.
    expect(workIn({ start: 360, duration: 53 }, [{ start: 250, duration: 164, renderStart: 405, styleAndLayoutStart: 406, scripts: [] }])).toBe(
      'rendering (style, layout, paint) 7 ms; browser work before it 45 ms',
    )
  })

  it('keeps the tasks over 50 ms from the first paint into the window, and the summary reports the longest of any visit', () => {
    const tasks = [
      { start: 100, duration: 50 },
      { start: 120, duration: 70 },
      { start: 230, duration: 60 },
      { start: 300, duration: 120 },
      { start: 3400, duration: 90 },
    ]
    // The first paint at 250 ms: the task over at 190 ms held it off; the one it fell in counts.
    const kept = longTasksBetween(tasks, [], 250, 3300)
    expect(kept.map((task) => task.duration)).toEqual([60, 120])
    expect(longTasksBefore(tasks, [], 250).map((task) => task.duration)).toEqual([70])
    const summary = summarize('this app (wagmi)', [
      visit({ longestTask: kept[1], longTaskMs: 180, longTaskCount: 2, prePaintLongestTask: { at: 120, duration: 70, work: 'unattributed' } }),
      visit({
        reloadLongestTask: { at: 80, duration: 61, work: 'rendering (style, layout, paint)' },
        reloadLongTaskMs: 61,
        reloadPrePaintLongestTask: { at: 20, duration: 75, work: 'classic-script inline 40 ms' },
      }),
    ])
    expect(summary.longestTask?.duration).toBe(120)
    expect(summary.prePaintLongestTask?.duration).toBe(75)
    expect(longTaskLines([summary])).toEqual([
      '- this app (wagmi), load: 120 ms at 300 ms: unattributed',
      '- this app (wagmi), reload: 61 ms at 80 ms: rendering (style, layout, paint)',
      '- this app (wagmi), before a first paint (reported, not failed): 75 ms at 20 ms: classic-script inline 40 ms',
    ])
  })
})
