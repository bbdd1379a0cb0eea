import type { Address, ChainInfo } from '../../src-domain/index.js'
import { shortenAddress } from '../../src-domain/format/address.js'
import { avatarGradient } from '../../src-ui/components/avatar-gradient.js'
import { badgeColors } from '../../src-ui/components/chain-badge.js'
import { SHELL_TARGET_ATTRIBUTE } from '../../src-ui/shell-handoff.js'

/** What the shell knows of a chain: its name, and the colour its badge is drawn in. */
export type StandInChain = Pick<ChainInfo, 'id' | 'name' | 'iconBackground'>

const SVG = 'http://www.w3.org/2000/svg'

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const created = doc.createElement(tag)
  created.className = className
  if (text !== undefined) created.textContent = text
  return created
}

function svgElement<K extends keyof SVGElementTagNameMap>(doc: Document, tag: K, attributes: Record<string, string>): SVGElementTagNameMap[K] {
  const created = doc.createElementNS(SVG, tag)
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value)
  return created
}

/** The chain's badge as the app draws a chain without a picture (ChainIcon): a disc in its colour, a ring. */
function badge(doc: Document, iconBackground: string | undefined): SVGSVGElement {
  const { background, ring } = badgeColors(iconBackground)
  const svg = svgElement(doc, 'svg', { class: 'rpgf-chain-icon', width: '20', height: '20', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' })
  svg.append(
    svgElement(doc, 'circle', { cx: '12', cy: '12', r: '11.5', fill: background, stroke: 'rgba(0, 0, 0, 0.15)', 'stroke-width': '1' }),
    svgElement(doc, 'circle', { cx: '12', cy: '12', r: '5.5', fill: 'none', stroke: ring, 'stroke-width': '2.5' }),
  )
  return svg
}

/**
 * The connected wallet's chain and account buttons as the app draws them (AccountButtons), in
 * plain DOM for the HTML shell: the account is on screen before the app is loaded. Texts are set
 * as text, never as markup.
 */
export function drawStandIn(doc: Document, address: Address, chain: StandInChain): HTMLElement {
  const group = element(doc, 'div', 'rpgf-connected')
  const chainButton = element(doc, 'button', 'rpgf-button rpgf-chain-button')
  chainButton.type = 'button'
  chainButton.setAttribute(SHELL_TARGET_ATTRIBUTE, 'chain')
  chainButton.append(badge(doc, chain.iconBackground), element(doc, 'span', '', chain.name))
  const accountButton = element(doc, 'button', 'rpgf-button rpgf-account-button')
  accountButton.type = 'button'
  accountButton.setAttribute(SHELL_TARGET_ATTRIBUTE, 'account')
  const avatar = element(doc, 'span', 'rpgf-avatar')
  avatar.setAttribute('aria-hidden', 'true')
  // Through the CSSOM, which the page's CSP allows (a style attribute in markup it would not).
  avatar.style.width = avatar.style.height = '20px'
  avatar.style.background = avatarGradient(address)
  const name = element(doc, 'bdi', '', shortenAddress(address))
  name.dir = 'ltr'
  accountButton.append(avatar, name)
  group.append(chainButton, accountButton)
  return group
}
