import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core inside the page on one element (the open dialog) against the WCAG 2.x A/AA
 * rules and best practices, or only the `rules` named, and returns the violations in a shape
 * that prints well in a diff.
 */
export async function runAxe(page: Page, selector: string, rules?: readonly string[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  // Evaluated through the devtools protocol, not added as a <script>: the app's CSP (script-src 'self') refuses inline scripts.
  if (!loaded) await page.evaluate(axeSource)
  return page.evaluate(
    async ({ include, rules }) => {
      type AxeResult = {
        violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }>
      }
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
      const result = await axe.run(
        { include: [include] },
        {
          runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        },
      )
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }))
    },
    { include: selector, rules: rules ? [...rules] : undefined },
  )
}
