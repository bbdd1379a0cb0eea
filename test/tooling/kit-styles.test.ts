import { readdirSync, readFileSync } from 'node:fs'
import postcss, { type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'
import { buildKitStyles, inKeyframes, KIT_SHEETS } from '../../src/build/kit-styles.js'

const THEME = new URL('../../src-ui/theme/', import.meta.url)

/** Every selector of a style sheet that applies outside the provider's root (`.rpgf-root`). */
export function unscopedSelectors(css: string): string[] {
  const found: string[] = []
  postcss.parse(css).walkRules((rule) => {
    if (inKeyframes(rule)) return
    for (const selector of rule.selectors) {
      if (!/^(\.rpgf-root|:where\(\.rpgf-root\))(?![\w-])/.test(selector) || /(^|[\s>+~(,])(:root|html|body)(?![\w-])/.test(selector)) found.push(selector)
    }
  })
  return found
}

describe("the kit's styles.css", () => {
  const css = buildKitStyles()

  it("has every rule under the provider's root: nothing on :root, html or body", () => {
    expect(unscopedSelectors(css)).toEqual([])
    const selectors: string[] = []
    postcss.parse(css).walkRules((rule) => void selectors.push(...rule.selectors))
    expect(selectors.filter((selector) => /rpgf-shell-|rpgf-start-|data-wallet-boot/.test(selector))).toEqual([])
  })

  it("the check finds what this app's own page sheet sets on the whole page", () => {
    expect(unscopedSelectors(readFileSync(new URL('page.css', THEME), 'utf8'))).toEqual([':root', 'body'])
  })

  it("imports only the web font, and sets the font on the kit's own parts, not on the provider's root", () => {
    const root = postcss.parse(css)
    const imports: string[] = []
    root.walkAtRules('import', (rule) => void imports.push(rule.params))
    expect(imports).toEqual(["'@fontsource/inter/400.css'", "'@fontsource/inter/600.css'"])
    const fontOnRoot = root.nodes.filter(
      (node): node is Rule => node.type === 'rule' && node.selectors.includes('.rpgf-root') && node.toString().includes('font-family'),
    )
    expect(fontOnRoot).toEqual([])
    expect(css).toMatch(/:where\(\.rpgf-root\) \.rpgf-button[^{]*\{ font-family: var\(--rpgf-font, 'Inter'/)
  })

  it("holds every wallet UI sheet: only this app's page sheet is left out", () => {
    const sheets = readdirSync(THEME).filter((file) => file.endsWith('.css'))
    expect(sheets.filter((sheet) => !(KIT_SHEETS as readonly string[]).includes(sheet))).toEqual(['page.css'])
  })
})
