import { describe, expect, it } from 'vitest'
import { ChromiumMissingError, ensureChromium } from '../support/browser/chromium.js'

// DESIGN 6: without chromium the e2e run stops with a message that says how to get it.
describe('the e2e run without Debian chromium', () => {
  const missing = '/nonexistent/bin/chromium'

  it('not root: fails with the apt-get command to run, and installs nothing', () => {
    let installed = false
    const run = () => ensureChromium({ path: missing, root: false, install: () => void (installed = true), log: () => {} })
    expect(run).toThrow(ChromiumMissingError)
    expect(run).toThrow(`The browser tests need Debian's chromium at ${missing}. Install it with: sudo apt-get install -y chromium`)
    expect(installed).toBe(false)
  })

  it('root: says it installs, and when apt-get fails (no network) says so and how to do it by hand', () => {
    const lines: string[] = []
    const run = () =>
      ensureChromium({
        path: missing,
        root: true,
        install: () => {
          throw new Error('E: Unable to locate package chromium')
        },
        log: (line) => lines.push(line),
      })
    expect(run).toThrow('Installing chromium with apt-get failed (E: Unable to locate package chromium). Install it by hand: apt-get install -y chromium')
    expect(lines[0]).toContain('installing Debian')
  })

  it('root: an install that leaves no browser behind is an error too', () => {
    const run = () => ensureChromium({ path: missing, root: true, install: () => {}, log: () => {} })
    expect(run).toThrow(`apt-get ran but ${missing} is still missing.`)
  })

  it('finds the installed browser', () => {
    expect(ensureChromium({ log: () => {} })).toBe('/usr/bin/chromium')
  })
})
