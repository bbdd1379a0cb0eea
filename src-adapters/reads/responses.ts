// Reading an endpoint's HTTP response within bounds, whatever it sends.

/**
 * The body as text, read no further than `max` bytes whatever the endpoint sends (undefined past
 * it), so a node cannot make a reader hold more; the attempt time limit bounds a body that never ends.
 */
export async function boundedText(response: Response, max: number): Promise<string | undefined> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}

/** An HTTP failure as the caller sees it: its status and headers, and none of its body, which no client needs. */
export function failure(response: Response): Response {
  void response.body?.cancel().catch(() => undefined)
  const headers = new Headers(response.headers)
  for (const name of ['content-length', 'content-encoding']) headers.delete(name)
  return new Response(null, { status: response.status, statusText: response.statusText, headers })
}
