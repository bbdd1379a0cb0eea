import { request } from 'node:http'

/** One GET; resolves with the status, or undefined when nothing answers (refused, reset, timed out). */
export function httpStatus(url: string, timeoutMs = 2_000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode))
      res.once('error', () => resolve(undefined))
    })
    req.once('timeout', () => req.destroy())
    req.once('error', () => resolve(undefined))
    req.end()
  })
}

/**
 * Resolves once `url` answers 200: for a server that says nothing when it starts listening
 * (HAProxy). Asks again a little later after each miss, up to `timeoutMs`; `gaveUp` ends the
 * wait early (the process exited).
 */
export async function waitForHttp(url: string, options: { timeoutMs?: number; gaveUp?: Promise<unknown> } = {}): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000)
  let over = false
  void options.gaveUp?.then(() => (over = true))
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    if ((await httpStatus(url)) === 200) return
    if (over) throw new Error(`${url}: the server exited before it answered.`)
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${options.timeoutMs ?? 20_000} ms.`)
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}
