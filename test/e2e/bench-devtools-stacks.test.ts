import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withoutDevToolsStacks } from '../bench/devtools-stacks.js'
import { launchChromium } from '../support/browser/chromium.js'
import { startStaticServer, type StaticServer } from '../support/browser/static-server.js'

// The bench's pages run without the stack capture Playwright's DevTools session turns on. What
// the session captures shows in a console message's location: V8 takes it with the same limit.

const PAGE = `<!doctype html><html><body><button>Log</button><script type="module">
document.querySelector('button').addEventListener('click', () => {
  document.body.dataset.stack = new Error('probe').stack
  console.log('clicked')
})
</script></body></html>`

describe('the bench: pages without the DevTools session stack capture', () => {
  let browser: Browser
  let server: StaticServer
  let root: string
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'rpgf-stacks-'))
    writeFileSync(join(root, 'index.html'), PAGE)
    server = await startStaticServer({ root })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    rmSync(root, { recursive: true, force: true })
  })

  /** Clicks the page's button; resolves with the console message it logged and the stack the page itself read. */
  async function click(page: Page): Promise<{ message: ConsoleMessage; stack: string | undefined }> {
    const [message] = await Promise.all([page.waitForEvent('console'), page.getByRole('button', { name: 'Log' }).click()])
    return { message, stack: await page.evaluate(() => document.body.dataset.stack) }
  }

  it('as Playwright leaves it, the session captures where each message was logged', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(server.url)
      expect((await click(page)).message.location().url).toBe(new URL('/', server.url).href)
    } finally {
      await context.close()
    }
  })

  it('turned off, the session captures no stack, across a reload; the page still reads its own errors’ stacks', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await withoutDevToolsStacks(page)
      await page.goto(server.url)
      for (const step of ['load', 'reload']) {
        if (step === 'reload') await page.reload()
        const { message, stack } = await click(page)
        expect(message.location().url, step).toBe('')
        expect(stack, step).toContain(server.url)
      }
    } finally {
      await context.close()
    }
  })
})
