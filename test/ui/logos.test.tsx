import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MOCK_WALLET } from '../../src-adapters/memory/index.js'
import { EXTRA_WALLETS, localChain, opMainnet, optimismGoerli, WALLET_CATALOG, type WalletInfo } from '../../src-domain/index.js'
import { CHAIN_LOGOS } from '../../src-ui/components/logos/chain-logos.js'
import { EXTRA_WALLET_LOGOS } from '../../src-ui/components/logos/extra-wallet-logos.js'
import { WALLET_LOGOS } from '../../src-ui/components/logos/wallet-logos.js'
import { renderConnect } from './support/render-connect.js'
import { chainButton, renderApp } from './support/render-app.js'

/** The SVG a `data:image/svg+xml,` URL holds, parsed as the browser would parse it. */
function svgOf(url: string): SVGSVGElement {
  expect(url.startsWith('data:image/svg+xml,')).toBe(true)
  const parsed = new DOMParser().parseFromString(decodeURIComponent(url.slice('data:image/svg+xml,'.length)), 'image/svg+xml')
  expect(parsed.querySelector('parsererror')).toBeNull()
  const svg = parsed.documentElement as unknown as SVGSVGElement
  expect(svg.tagName).toBe('svg')
  return svg
}

describe('logos', () => {
  it('every catalogue wallet and the Mock Wallet has one: a square SVG picture, no script, nothing fetched', () => {
    for (const id of [...Object.values(WALLET_CATALOG).map((entry) => entry.id), MOCK_WALLET.id]) {
      const logo = WALLET_LOGOS[id] ?? EXTRA_WALLET_LOGOS[id]
      expect(logo, id).toBeDefined()
      const svg = svgOf(logo!)
      expect(svg.getAttribute('viewBox'), id).toBe('0 0 24 24')
      expect(svg.querySelector('script, foreignObject, image, use[href^="http"]'), id).toBeNull()
    }
  })

  it('the logos of the wallets an app names beyond the default ones are a chunk of their own, holding exactly those', () => {
    expect(Object.keys(EXTRA_WALLET_LOGOS).sort()).toEqual(Object.keys(EXTRA_WALLETS).sort())
    for (const id of Object.keys(EXTRA_WALLETS)) expect(WALLET_LOGOS[id], id).toBeUndefined()
  })

  it('a named wallet beyond the default ones is drawn by its logo from that chunk', async () => {
    const trust: WalletInfo = { ...WALLET_CATALOG.trust, installed: false, kind: 'walletConnect', group: 'More' }
    await renderConnect({ wallets: [MOCK_WALLET, trust] })
    const icon = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Trust Wallet' }).querySelector('.rpgf-wallet-icon')
    await vi.waitFor(() => expect(icon()).toHaveAttribute('src', EXTRA_WALLET_LOGOS.trust))
  })

  it('every configured chain has one', () => {
    for (const chain of [opMainnet, optimismGoerli, localChain]) {
      expect(svgOf(CHAIN_LOGOS[chain.id]!).getAttribute('viewBox'), chain.name).toBe('0 0 24 24')
    }
  })

  it('the wallet list draws each catalogue wallet by its logo; an announced wallet keeps its own icon', async () => {
    const rainbow: WalletInfo = { ...WALLET_CATALOG.rainbow, installed: undefined, kind: 'walletConnect', group: 'Popular' }
    const announced: WalletInfo = { ...MOCK_WALLET, id: 'io.example', name: 'Example Wallet', icon: 'data:image/png;base64,iVBORw0KGgo=' }
    await renderConnect({ wallets: [MOCK_WALLET, rainbow, announced] })
    const dialog = screen.getByRole('dialog')
    const iconOf = (name: string) => within(dialog).getByRole('button', { name }).querySelector('.rpgf-wallet-icon')
    await vi.waitFor(() => expect(iconOf('Rainbow')).toHaveAttribute('src', WALLET_LOGOS.rainbow))
    expect(iconOf('Mock Wallet')).toHaveAttribute('src', WALLET_LOGOS.mock)
    expect(iconOf('Example Wallet')).toHaveAttribute('src', announced.icon)
    for (const name of ['Rainbow', 'Mock Wallet', 'Example Wallet']) expect(iconOf(name)).toHaveAttribute('alt', '')
  })

  it('the chain button and Switch Networks draw each chain by its logo, on its icon background', async () => {
    const harness = await renderApp()
    await harness.connect()
    await vi.waitFor(() => expect(within(chainButton()).getByTestId('chain-icon')).toHaveAttribute('src', CHAIN_LOGOS[localChain.id]))
    await harness.user.click(chainButton())
    const rows = within(screen.getByRole('dialog', { name: 'Switch Networks' })).getAllByTestId('chain-icon')
    expect(rows.map((icon) => icon.getAttribute('src'))).toEqual([CHAIN_LOGOS[10], CHAIN_LOGOS[420], CHAIN_LOGOS[31337]])
    expect(rows.map((icon) => icon.getAttribute('alt'))).toEqual(['', '', ''])
  })
})
