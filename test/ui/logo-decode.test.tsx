import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CHAIN_LOGOS } from '../../src-ui/components/logos/chain-logos.js'
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
