import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { COMPILE_HINT } from '../../src/build/compile-hints-plugin.js'
import { accountButton, connectButton, dialog } from '../support/browser/flows.js'
import { openApp } from '../support/browser/app-page.js'
import { launchChromium } from '../support/browser/chromium.js'
import { pageIdle } from '../support/browser/idle.js'
import { jsFetched } from '../support/browser/resources.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// The code a wallet's pick and the first click run is compiled as it loads (V8's explicit compile
// hint), not function by function in the click. Chromium's trace counts the compilations: they are
// the same on a busy machine, only slower. A browser of this file's own: tracing is one per browser.

interface TraceEvent {
  name: string
  ph: string
  ts: number
  pid: number
  tid: number
  args?: { data?: { type?: string } }
}

/** Functions V8 compiled on the page's main thread from the click on, as a trace of the pick records them. */
function compiledAfterClick(trace: Buffer): number {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }
  const click = traceEvents.find((event) => event.name === 'EventDispatch' && event.ph === 'X' && event.args?.data?.type === 'click')
  if (!click) throw new Error('The trace has no click.')
  return traceEvents.filter((event) => event.name === 'V8.CompileCode' && event.pid === click.pid && event.tid === click.tid && event.ts >= click.ts).length
}

describe.each(['wagmi', 'ethers'] as const)('%s build: the code of a pick and of the first click is compiled before them', (backend) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function openReady() {
    const url = inject('e2e').apps[backend]
    if (!url) throw new Error(`The ${backend} build is not part of this run (E2E_BACKENDS).`)
    const session = await openApp(browser, url, { initScripts: [testWalletScript()] })
    await connectButton(session.page).click()
    await dialog(session.page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
    return session
  }

  it("the files a connect runs and the start screen's start with the hint; the entry, run before the first paint, does not", async () => {
    const session = await openReady()
    try {
      const { page } = session
      await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
      await accountButton(page).waitFor()
      const firstLines = await page.evaluate(
        (paths) => Promise.all(paths.map(async (path) => [path, (await (await fetch(path)).text()).split('\n', 1)[0]] as const)),
        await jsFetched(page),
      )
      const hinted = (pattern: RegExp) => firstLines.filter(([path]) => pattern.test(path)).map(([, line]) => line === COMPILE_HINT)
      expect(hinted(/\/assets\/app-[\w-]+\.js$/)).toEqual([true])
      expect(hinted(new RegExp(`/assets/${backend}-[\\w-]{8}\\.js$`))).toEqual([true])
      expect(hinted(/\/assets\/index-[\w-]+\.js$/)).toEqual([false])
      expect(hinted(/\/assets\/start-screen-[\w-]+\.js$/)).toEqual([true])
    } finally {
      await session.close()
    }
  })

  it('picking the wallet compiles few functions on the main thread until the account shows', async () => {
    const session = await openReady()
    try {
      const { page } = session
      // The backend's own halves (the driver, the reads' transport) come in once the dialog is open.
      await pageIdle(page)
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-v8.compile'] })
      let trace: Buffer
      try {
        await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).click()
        await accountButton(page).waitFor()
      } finally {
        trace = await browser.stopTracing()
      }
      // Without the hint a pick compiled about 250 functions of the app, the backend and viem, one by one.
      // With it: about 60 on a quiet machine, up to 125 on a busy one (the account waits for the
      // balance's answer, whose reading falls in the window too).
      expect(compiledAfterClick(trace)).toBeLessThan(160)
    } finally {
      await session.close()
    }
  })

  it("a first visit's click on `Connect Wallet`, before the app is in, compiles few functions on the main thread until the wallet list shows", async () => {
    const url = inject('e2e').apps[backend]
    if (!url) throw new Error(`The ${backend} build is not part of this run (E2E_BACKENDS).`)
    const session = await openApp(browser, url, { initScripts: [testWalletScript()] })
    try {
      const { page } = session
      await connectButton(page).waitFor()
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-v8.compile'] })
      let trace: Buffer
      try {
        await connectButton(page).click()
        await dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
      } finally {
        trace = await browser.stopTracing()
      }
      // React DOM, the start screen and the app run for the first time here. Compiled function by
      // function, that was about 470 compilations; with React's files compiled as they load, about 100.
      expect(compiledAfterClick(trace)).toBeLessThan(220)
    } finally {
      await session.close()
    }
  })
})
