import type { BrowserContext } from 'playwright-core'

/**
 * The HTTP(S) requests a context's pages send, from now on, to hosts other than 127.0.0.1.
 * Chromium resolves no other host (CHROMIUM_ARGS), so they fail where they start: they are
 * watched here, not routed, since a route costs every request an interception and turns the
 * browser's cache off. A WebSocket never reaches Playwright's request event; the resolver
 * blocks it all the same. The list is the caller's to read and to clear.
 */
export function watchForeignRequests(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url())
    if ((protocol === 'http:' || protocol === 'https:') && hostname !== '127.0.0.1') urls.push(request.url())
  })
  return urls
}
