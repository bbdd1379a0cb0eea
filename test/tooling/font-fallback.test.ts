import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine'
import postcss, { type AtRule } from 'postcss'
import { describe, expect, it } from 'vitest'
import { buildKitStyles } from '../../src/build/kit-styles.js'

// The stand-in faces of shell.css carry figures computed by fontaine from Inter's metrics and each
// local font's: this keeps them true to the font this app ships and to the library's numbers.
const THEME = fileURLToPath(new URL('../../src-ui/theme/', import.meta.url))
const SHIPPED_INTER = pathToFileURL(fileURLToPath(new URL('../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', import.meta.url)))
const STAND_INS = { 'Inter fallback': 'Arial', 'Inter fallback Roboto': 'Roboto' } as const
const OVERRIDES = ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'] as const

const unquote = (value: string) => value.trim().replace(/^['"]|['"]$/g, '')

function fontFaces(css: string): Map<string, Record<string, string>> {
  const faces = new Map<string, Record<string, string>>()
  postcss.parse(css).walkAtRules('font-face', (rule: AtRule) => {
    const declarations: Record<string, string> = {}
    rule.walkDecls((declaration) => void (declarations[declaration.prop] = declaration.value))
    faces.set(unquote(declarations['font-family'] ?? ''), declarations)
  })
  return faces
}

const shellCss = () => readFileSync(THEME + 'shell.css', 'utf8')

describe('the metric-matched stand-ins for Inter', () => {
  it('are sized from the Inter this app ships', async () => {
    const shipped = await readMetrics(SHIPPED_INTER)
    const library = await getMetricsForFamily('Inter')
    expect(shipped).not.toBeNull()
    expect({ ...shipped, category: undefined }).toEqual({ ...library, category: undefined })
  })

  it.each(Object.entries(STAND_INS))('%s has the overrides fontaine computes for a local %s', async (family, local) => {
    const inter = await getMetricsForFamily('Inter')
    const metrics = await getMetricsForFamily(local)
    const expected = fontFaces(generateFontFace(inter!, { name: family, font: local, metrics: metrics! })).get(family)!
    const face = fontFaces(shellCss()).get(family)
    expect(face, `no @font-face for ${family} in shell.css`).toBeDefined()
    for (const name of OVERRIDES) expect(face![name], name).toBe(expected[name])
    expect(face!.src).toContain(`local('${local}')`)
  })

  it('follow Inter in every font stack of the theme, before the system font', () => {
    for (const sheet of ['base.css', 'shell.css', 'connect.css', 'phone.css', 'kit.css', 'page.css']) {
      postcss.parse(readFileSync(THEME + sheet, 'utf8')).walkDecls('font-family', (declaration) => {
        const stack = declaration.value.split(',').map(unquote)
        if (!stack.includes('Inter')) return
        expect(stack.slice(stack.indexOf('Inter'), stack.indexOf('Inter') + 3), `${sheet}: ${declaration.value}`).toEqual(['Inter', ...Object.keys(STAND_INS)])
      })
    }
  })

  it("come with the kit's one style sheet", () => {
    const faces = fontFaces(buildKitStyles())
    for (const family of Object.keys(STAND_INS)) expect(faces.get(family)?.['size-adjust']).toBe(fontFaces(shellCss()).get(family)!['size-adjust'])
  })
})
