import type { Address, ChainInfo } from '../../src-domain/index.js'
import { shortenAddress } from '../../src-domain/format/address.js'
import { avatarGradient } from '../../src-ui/components/avatar-gradient.js'
import { SHELL_TARGET_ATTRIBUTE } from '../../src-ui/shell-handoff.js'

/** What the shell knows of a chain: its name, and the colour its badge is drawn in. */
export type StandInChain = Pick<ChainInfo, 'id' | 'name' | 'iconBackground'>

const SVG = 'http://www.w3.org/2000/svg'
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const created = doc.createElement(tag)
  created.className = className
  if (text !== undefined) created.textContent = text
  return created
}

/** The chain's badge as the app draws a chain without a picture: a disc in its colour. */
function badge(doc: Document, color: string | undefined): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg')
  for (const [name, value] of [['class', 'rpgf-chain-icon'], ['width', '20'], ['height', '20'], ['viewBox', '0 0 24 24'], ['aria-hidden', 'true']]) svg.setAttribute(name!, value!)
  const disc = doc.createElementNS(SVG, 'circle')
  for (const [name, value] of [['cx', '12'], ['cy', '12'], ['r', '11.5'], ['fill', color && HEX_COLOR.test(color) ? color : '#8c8c8c']]) disc.setAttribute(name!, value!)
  svg.appendChild(disc)
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
