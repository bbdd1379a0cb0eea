import { createHash } from 'node:crypto'

/** The text of every inline classic script of a page (a `<script>` with no src), in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string)
}

/**
 * CSP sources allowing exactly these inline scripts and no other (`'sha256-…'`, CSP level 2): the
 * built index.html carries its boot script inline, so the first paint waits for no request.
 */
export function scriptHashSources(scripts: readonly string[]): string[] {
  return [...new Set(scripts.map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`))]
}
