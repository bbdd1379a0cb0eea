import type { IndexHtmlTransformContext, Plugin } from 'vite'

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>
type Chunk = Extract<Bundle[string], { type: 'chunk' }>

/** The meta element public/boot.js reads: the files a remembered wallet's reconnect needs. */
export const RECONNECT_PRELOAD_META = 'rpgf-reconnect-preload'

/** The module the entry loads on intent (the container, the services, the dialogs). */
export const APP_MODULE = 'src/app.tsx'

/**
 * Modules the entry imports dynamically at start, on every visit (src/main.tsx): each is evaluated
 * in a task of its own, so the start never holds the main thread for long. Preloaded with the entry.
 */
export const START_MODULES = ['node_modules/react-dom/client.js'] as const

const chunkOf = (bundle: Bundle, module: string): Chunk | undefined =>
  Object.values(bundle).find((item): item is Chunk => item.type === 'chunk' && (item.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`) ?? false))

/** A chunk's file and the files it imports statically, depth first. */
function staticFiles(bundle: Bundle, chunk: Chunk, into: Set<string>): void {
  if (into.has(chunk.fileName)) return
  into.add(chunk.fileName)
  for (const file of chunk.imports) {
    const imported = bundle[file]
    if (imported?.type === 'chunk') staticFiles(bundle, imported, into)
  }
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * The built index.html for a fast first screen. The entry's style sheet (the shell's few rules and
 * the web font's faces) is inlined: one request less before the first paint. The modules the entry
 * imports at start (START_MODULES) are preloaded beside it. And the files a
 * remembered wallet's reconnect needs (the app module, the chosen backend module and their static
 * imports) are listed in a meta element, for public/boot.js to preload them
 * beside the entry instead of after it.
 */
export function firstScreenPlugin(backend: () => string): Plugin {
  return {
    name: 'rpgf-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html
        let out = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return tag
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
          return css.includes('</') ? tag : `<style>${css}</style>`
        })
        const atStart = new Set<string>()
        staticFiles(bundle, chunk, atStart)
        const entryFiles = new Set(atStart)
        for (const module of START_MODULES) {
          const found = chunkOf(bundle, module)
          if (!found) throw new Error(`firstScreenPlugin: the build has no chunk for ${module}.`)
          staticFiles(bundle, found, atStart)
        }
        const startPreloads = [...atStart]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        out = out.replace(/<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/, (script) => [script, ...startPreloads].join('\n    '))
        const needed = new Set<string>()
        for (const module of [APP_MODULE, `src/backends/${backend()}.ts`]) {
          const found = chunkOf(bundle, module)
          if (!found) throw new Error(`firstScreenPlugin: the build has no chunk for ${module}.`)
          staticFiles(bundle, found, needed)
        }
        const files = [...needed].filter((file) => !atStart.has(file)).map((file) => `/${file}`)
        const meta = `<meta name="${RECONNECT_PRELOAD_META}" content="${escapeAttribute(files.join(' '))}" />`
        // Before boot.js, which reads it while the head is parsed.
        out = out.replace(/<script src="\/boot\.js"><\/script>/, (script) => `${meta}\n    ${script}`)
        if (!out.includes(meta)) throw new Error('firstScreenPlugin: index.html has no <script src="/boot.js">.')
        return out
      },
    },
  }
}
