import { vi } from 'vitest'

/** Makes jsdom a device: its user agent and, when `coarse`, a touch screen as the main pointer. */
export function actAsDevice(userAgent: string, coarse: boolean): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  // jsdom has no maxTouchPoints: defined here, removed by `forgetDevice`.
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => (coarse ? 5 : 0) })
  window.matchMedia = ((query: string) => ({
    matches: query === '(pointer: coarse)' && coarse,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
}

/** Undoes {@link actAsDevice}: jsdom's own user agent, no matchMedia, no maxTouchPoints. */
export function forgetDevice(): void {
  vi.restoreAllMocks()
  Reflect.deleteProperty(window, 'matchMedia')
  Reflect.deleteProperty(navigator, 'maxTouchPoints')
}
