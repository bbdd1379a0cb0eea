import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CHAIN_LOGOS } from '../../src-ui/components/logos/chain-logos.js'
import { decodeWhenIdle } from '../../src-ui/components/logos/use-logo.js'
import { whenIdle } from '../../src-ui/idle.js'
import { renderApp } from './support/render-app.js'

describe('the chain logos', () => {
  it('are decoded while the page is idle after the connect dialog opens, each once, so the pick of a wallet does not parse one', async () => {
    // React writes an <img>'s src as an attribute; only a picture decoded ahead is given it as a property.
    const decoded = vi.spyOn(HTMLImageElement.prototype, 'src', 'set')
    try {
      const harness = await renderApp()
      await harness.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
      const logos = [...new Set(Object.values(CHAIN_LOGOS))].sort()
      const decodedLogos = () => decoded.mock.calls.map(([url]) => url).filter((url) => logos.includes(url))
      await vi.waitFor(() => expect(decodedLogos().sort()).toEqual(logos), { timeout: 10_000 })
    } finally {
      decoded.mockRestore()
    }
  })
})

describe('decoding pictures ahead', () => {
  it('stops quietly once there is no page to decode in (a DOM torn down before the page was idle)', async () => {
    vi.stubGlobal('Image', undefined)
    try {
      decodeWhenIdle(['data:image/svg+xml,%3Csvg%2F%3E', 'data:image/svg+xml,%3Csvg%20%2F%3E'])
      // The decoding waits for the next idle moment; these two come after it. A throw there would be
      // an uncaught error, which fails the run.
      await new Promise((resolve) => whenIdle(() => resolve(undefined), 2_000))
      await new Promise((resolve) => whenIdle(() => resolve(undefined), 2_000))
    } finally {
      vi.unstubAllGlobals()
    }
    expect(typeof Image).toBe('function')
  })
})
