import type { Plugin } from 'vite'
import type { ChainInfo } from '../../src-domain/chains/types.js'
import { BACKENDS, type WalletBackend } from '../backends/index.js'
import { RECONNECT_PRELOAD_META, START_PRELOAD_META } from '../../src-ui/start-protocol.js'
import { adapterHalves } from './adapter-halves.js'
import { bundleBootScript } from './boot-script.js'
import type { Bundle, Chunk } from './bundle.js'
import { dialogFrameTemplatesMarkup, shellButtonsMarkup, standInTemplatesMarkup } from './first-screen-markup.js'
import { shellTextsMarkup } from './shell-texts.js'

export type { Bundle, Chunk } from './bundle.js'

/** What the first screen is built for: the backend (its kind of wallets picks the boot script) and the chains. */
export interface FirstScreenConfig {
  walletBackend: WalletBackend
  chains: readonly ChainInfo[]
  /** The app's fixed language; undefined follows the visitor's. */
  locale?: string | undefined
}

const bootScriptOf = (config: FirstScreenConfig, minify: boolean) => bundleBootScript(BACKENDS[config.walletBackend].wallets, { minify })

/** index.html's boot script, as the page names it before the build inlines it. */
const BOOT_SCRIPT = /<script src="\/boot\.js"><\/script>/
/** Where index.html wants the shell's button and placeholder. */
const SHELL_BUTTONS_ANCHOR = /<!-- shell buttons: [^>]*-->/

/** The module the entry loads on intent (the container, the services, the dialogs). */
export const APP_MODULE = 'src/app.tsx'

/**
 * Modules the entry imports dynamically on every visit (src/main.tsx): React and the start screen,
 * evaluated once React is wanted, in tasks of their own. Listed for the boot script, which preloads
 * them (fetched, not run) once the first frame is painted, so a click does not wait for the network
 * and their fetching and compiling do not hold off that frame.
 */
export const START_MODULES = ['src/start-screen.tsx'] as const

/** The chunk a module starts, if the build has one (a library build has no app module). */
export function findChunkOf(bundle: Bundle, module: string): Chunk | undefined {
  return Object.values(bundle).find(
    (item): item is Chunk => item.type === 'chunk' && (item.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`) ?? false),
  )
}

export function chunkOf(bundle: Bundle, module: string): Chunk {
  const found = findChunkOf(bundle, module)
  if (!found) throw new Error(`firstScreenPlugin: the build has no chunk for ${module}.`)
  return found
}

/** The chunks' files and the files they import statically, depth first. */
export function staticFiles(bundle: Bundle, chunks: readonly Chunk[], into = new Set<string>()): Set<string> {
  for (const chunk of chunks) {
    if (into.has(chunk.fileName)) continue
    into.add(chunk.fileName)
    const imported = chunk.imports.flatMap((file) => {
      const item = bundle[file]
      return item?.type === 'chunk' ? [item] : []
    })
    staticFiles(bundle, imported, into)
  }
  return into
}

/** Each linked style sheet of the build as a <style> element: no request before the first paint. */
function inlineStyleSheets(html: string, bundle: Bundle): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const asset = bundle[file]
    if (asset?.type !== 'asset') return tag
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
    return css.includes('</') ? tag : `<style>${css}</style>`
  })
}

function insertBefore(html: string, pattern: RegExp, lines: readonly string[]): string {
  if (!pattern.test(html)) throw new Error(`firstScreenPlugin: index.html has no ${pattern.source}.`)
  return html.replace(pattern, (tag) => [...lines, tag].join('\n    '))
}

/**
 * The boot script as an inline script: the first paint waits for no request (a parser-blocking
 * script file waited behind the module preloads). The server's CSP allows it by its hash
 * (src/server/inline-scripts.ts); a script holding `</script` stays out, and the build fails.
 */
function inlineBootScript(html: string, source: string): string {
  if (/<\/script/i.test(source)) throw new Error('firstScreenPlugin: the boot script holds `</script` and cannot be inlined.')
  return html.replace(BOOT_SCRIPT, () => `<script>${source}</script>`)
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * The web font file the shell's text is drawn in: Inter at weight 600 (the app's name and the
 * shell's buttons are all set at 600), its latin subset (the app's name, and the default language).
 */
export const SHELL_FONT_FILE = 'inter-latin-600-normal.woff2'

/**
 * A preload of the shell's font file at the top of the head. Fetched while the head is parsed, it
 * is in by the first layout, so the first frame is drawn in Inter: no system font is looked up for
 * the fallback face, and no swap lays the page out again a few hundred ms after the first paint (on
 * a slow phone, a task long enough to hold off a tap). Chromium holds the first frame a short while
 * for a font being preloaded (its render-blocking fonts), and no longer: on a slow network the sized
 * fallback face draws the first frame (`font-display: swap`), as before.
 */
function preloadShellFont(html: string, bundle: Bundle): string {
  const font = Object.values(bundle).find((item) => item.type === 'asset' && item.names.includes(SHELL_FONT_FILE))
  if (!font) throw new Error(`firstScreenPlugin: the build has no ${SHELL_FONT_FILE} (the shell's font).`)
  if (!/<\/title>/.test(html)) throw new Error('firstScreenPlugin: index.html has no <title>.')
  return html.replace(
    /<\/title>/,
    (tag) => `${tag}\n    <link rel="preload" href="/${escapeAttribute(font.fileName)}" as="font" type="font/woff2" crossorigin />`,
  )
}

/**
 * The parts of the shell the app's components draw (src/build/first-screen-markup.tsx), in the
 * development server's page as in the build's: the shell's button and placeholder, and before the
 * boot script the stand-in templates of the app's chains, which it fills, the connect dialog's frame, which it draws on a
 * click, and the shell's texts in the app's languages, which it puts in the visitor's.
 */
function drawShell(html: string, config: FirstScreenConfig): string {
  if (!SHELL_BUTTONS_ANCHOR.test(html)) throw new Error(`firstScreenPlugin: index.html has no ${SHELL_BUTTONS_ANCHOR.source}.`)
  const drawn = html.replace(SHELL_BUTTONS_ANCHOR, () => shellButtonsMarkup())
  return insertBefore(drawn, BOOT_SCRIPT, [standInTemplatesMarkup(config.chains), dialogFrameTemplatesMarkup(), shellTextsMarkup(config.locale)])
}

/**
 * The built index.html for a fast first screen: its style sheet (the shell's few rules and the web
 * font's faces) and the boot script (src/boot) inlined, no request before the first paint; the modules the entry imports at
 * start (START_MODULES) listed in a meta element, for the boot script to preload after the first
 * paint; and the files a remembered wallet's reconnect needs (the app module, the chosen backend
 * module, the adapters' halves it loads on its own, their static imports) listed in another, for the
 * boot script to preload beside the entry instead of after it, one link a task.
 */
export function firstScreenPlugin(config: () => FirstScreenConfig): Plugin {
  return {
    name: 'rpgf-first-screen',
    // The development server sends the boot script as the file index.html names, readable.
    configureServer(server) {
      server.middlewares.use('/boot.js', (_request, response, next) => {
        bootScriptOf(config(), false).then((source) => response.setHeader('content-type', 'text/javascript; charset=utf-8').end(source), next)
      })
    },
    transformIndexHtml: {
      order: 'post',
      async handler(page, { bundle, chunk }) {
        const built = config()
        const html = drawShell(page, built)
        if (!bundle || !chunk) return html
        const backend = built.walletBackend
        const entry = staticFiles(bundle, [chunk])
        const start = staticFiles(
          bundle,
          START_MODULES.map((module) => chunkOf(bundle, module)),
          new Set(entry),
        )
        // The app, the backend and the adapters' halves the backend loads on its own: a reconnect runs them
        // all, and a half's files left for Vite's preload helper were linked all at once, in one long task.
        const backendChunk = chunkOf(bundle, `src/backends/${backend}.ts`)
        const reconnect = staticFiles(bundle, [chunkOf(bundle, APP_MODULE), backendChunk, ...adapterHalves(bundle, staticFiles(bundle, [backendChunk]))])
        const startFiles = [...start].filter((file) => !entry.has(file)).map((file) => `/${file}`)
        const reconnectFiles = [...reconnect].filter((file) => !start.has(file)).map((file) => `/${file}`)
        let out = preloadShellFont(inlineStyleSheets(html, bundle), bundle)
        // Before the boot script, which reads them while the head is parsed.
        out = insertBefore(out, BOOT_SCRIPT, [
          `<meta name="${START_PRELOAD_META}" content="${escapeAttribute(startFiles.join(' '))}" />`,
          `<meta name="${RECONNECT_PRELOAD_META}" content="${escapeAttribute(reconnectFiles.join(' '))}" />`,
        ])
        return inlineBootScript(out, await bootScriptOf(built, true))
      },
    },
  }
}
