import type { WalletInfo } from '../../../src-domain/index.js'

/** A wallet entry with only what a test cares about given. */
export function wallet(id: string, overrides: Partial<WalletInfo> = {}): WalletInfo {
  return {
    id,
    name: id.toUpperCase(),
    installed: false,
    kind: 'injected',
    group: 'Popular',
    downloadUrls: { chrome: `https://example.test/${id}` },
    ...overrides,
  }
}
