import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accountButton, connectWith } from '../support/browser/flows.js'
import { pageIdle } from '../support/browser/idle.js'
import { jsFetched } from '../support/browser/resources.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// viem's public client parses human-readable ABI items and hashes them as its module is evaluated
// (`simulateCalls`). Only the files loaded on demand use it (WalletConnect's AppKit), so
// the build keeps it out of the shared viem chunk that a connect and a reload evaluate.
const PUBLIC_CLIENT_ABI = 'function balanceOf(address) returns (uint256)'

/** Of `paths` (JS files of the build), those whose text holds `text`. */
async function holding(page: Page, paths: string[], text: string): Promise<string[]> {
  const texts = await page.evaluate((all) => Promise.all(all.map(async (path) => [path, await (await fetch(path)).text()] as const)), paths)
  return texts.filter(([, body]) => body.includes(text)).map(([path]) => path)
}

/** Every JS file of the build the page's files import, statically or on demand (their `assets/…js` names), and theirs. */
async function reachable(page: Page): Promise<string[]> {
  return page.evaluate(
    async (start) => {
      const seen = new Set(start)
      const queue = [...start]
      while (queue.length > 0) {
        const path = queue.pop() as string
        const body = await (await fetch(path)).text()
        for (const [, name] of body.matchAll(/["'](?:\.\/|\/?assets\/)([\w.-]+\.js)["']/g)) {
          const next = `/assets/${name}`
          if (!seen.has(next)) {
            seen.add(next)
            queue.push(next)
          }
        }
      }
      return [...seen]
    },
    await jsFetched(page),
  )
}

describe.each(['wagmi', 'ethers'] as const)("%s build: a connect and a reload leave viem's public client unloaded", (backend) => {
  const app = useAppSuite(backend)

  it('connecting the wallet, then reloading, fetches no file holding the public client, which the build still has', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectWith(page, TEST_WALLET_NAME)
    await pageIdle(page)
    expect(await holding(page, await jsFetched(page), PUBLIC_CLIENT_ABI)).toEqual([])
    await page.reload()
    await accountButton(page).waitFor()
    // The reconnect loads the backend, and with it viem's shared chunk.
    await expect.poll(async () => (await jsFetched(page)).some((path) => new RegExp(`/assets/${backend}-[\\w-]{8}\\.js$`).test(path))).toBe(true)
    await pageIdle(page)
    expect(await holding(page, await jsFetched(page), PUBLIC_CLIENT_ABI)).toEqual([])
    // Loaded on demand from there: the chunk of its own.
    expect(await holding(page, await reachable(page), PUBLIC_CLIENT_ABI)).toContainEqual(expect.stringMatching(/\/assets\/viem-public-[\w-]+\.js$/))
  })
})
