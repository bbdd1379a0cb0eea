import type { Page } from 'playwright-core'

/**
 * Whether the bench's pages keep the stack capture Playwright's DevTools session turns on
 * (`BENCH_DEVTOOLS_STACKS=on`): off by default, so pages run as a visitor's do.
 */
export const KEEP_DEVTOOLS_STACKS = process.env.BENCH_DEVTOOLS_STACKS === 'on'

interface CdpClient {
  send(method: string, params?: object): Promise<unknown>
}

/** Playwright's own session with a page (the one with the Runtime domain on), through its in-process objects. */
function playwrightSession(page: Page): CdpClient | undefined {
  const connection = (page as unknown as { _connection?: { toImpl?: (object: unknown) => unknown } })._connection
  const serverPage = connection?.toImpl?.(page) as { delegate?: { _mainFrameSession?: { _client?: CdpClient } } } | undefined
  const client = serverPage?.delegate?._mainFrameSession?._client
  return typeof client?.send === 'function' ? client : undefined
}

/**
 * Makes a page run its scripts as it would with no DevTools open.
 *
 * Playwright drives every page over a DevTools session with the Runtime domain on. V8 then takes a
 * detailed stack trace of every `Error` the page creates, and to place each frame it re-parses the
 * functions on the stack: for code at a module's top level, the whole module. React DOM and viem
 * create errors as their modules evaluate, so at 4x CPU their evaluation took 90-130 ms under
 * Playwright against none to 60 ms without a session. `Runtime.setMaxCallStackSizeToCapture` with
 * size 0 turns that capture off for the session that sends it (V8 gives it for performance test
 * automation). Playwright has no call to send a command on its own session, so this reaches that
 * session through Playwright's in-process objects, and throws when it cannot (a browser connected
 * out of process, or a Playwright whose internals moved) rather than measure with the capture on.
 */
export async function withoutDevToolsStacks(page: Page): Promise<void> {
  if (KEEP_DEVTOOLS_STACKS) return
  const session = playwrightSession(page)
  if (!session)
    throw new Error("withoutDevToolsStacks: Playwright's session with the page is out of reach (launch Chromium in process, or set BENCH_DEVTOOLS_STACKS=on).")
  await session.send('Runtime.setMaxCallStackSizeToCapture', { size: 0 })
}
