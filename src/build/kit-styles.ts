import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import postcss, { type AtRule, type Rule } from 'postcss'
import { PAGE_ONLY_NAMES } from '../../src-ui/start-protocol.js'

const THEME = fileURLToPath(new URL('../../src-ui/theme/', import.meta.url))

/** The wallet UI's style sheets in the order this app loads them, then the kit's own last word. */
export const KIT_SHEETS = ['base.css', 'shell.css', 'connect.css', 'phone.css', 'kit.css'] as const

/** Every rule of the kit applies under the provider's root; `:where` adds nothing to a rule's specificity, so the cascade is the app's. */
export const KIT_SCOPE = ':where(.rpgf-root)'

/** The HTML shell's and the start screen's selectors: this app's page, not the kit's. */
const pageOnly = (selector: string): boolean => PAGE_ONLY_NAMES.some((name) => selector.includes(name))

/** Whether a selector already applies under the provider's root only. */
export const isScoped = (selector: string): boolean => selector.startsWith('.rpgf-root') || selector.startsWith(KIT_SCOPE)

function scope(selector: string, where: string): string {
  if (isScoped(selector)) return selector
  // `:root X` raises X's specificity in this app's sheets: the root class does the same inside the kit.
  if (selector.startsWith(':root ')) return `.rpgf-root ${selector.slice(':root '.length)}`
  if (/^(:root|html|body)\b/.test(selector)) throw new Error(`${where}: "${selector}" styles the page, not the kit; it belongs in the app's own style sheet.`)
  return `${KIT_SCOPE} ${selector}`
}

/** A step of a `@keyframes` (`from`, `50%`): no selector to scope. */
export const inKeyframes = (rule: Rule): boolean => rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)

/**
 * The kit's one style sheet: this app's wallet UI sheets, every selector scoped under the
 * provider's root, the page's own rules left out, and the web font's sheets imported first.
 */
export function buildKitStyles(): string {
  const imports: string[] = []
  const parts = KIT_SHEETS.map((sheet) => {
    const root = postcss.parse(readFileSync(THEME + sheet, 'utf8'), { from: sheet })
    root.walkAtRules('import', (rule) => {
      imports.push(rule.toString())
      rule.remove()
    })
    root.walkRules((rule) => {
      if (inKeyframes(rule)) return
      const kept = rule.selectors.filter((selector) => !pageOnly(selector))
      if (kept.length === 0) return void rule.remove()
      rule.selectors = kept.map((selector) => scope(selector, `${sheet}:${rule.source?.start?.line ?? 0}`))
    })
    return `/* ${sheet} */\n${root.toString().trim()}`
  })
  return [`/* retropgf-connect: every rule under the provider's root (.rpgf-root). */`, ...imports.map((line) => `${line};`), ...parts, ''].join('\n')
}
