import type { Address, ChainId } from '../../src-domain/types.js'
import { shortenAddress } from '../../src-domain/format/address.js'
import { avatarGradient } from '../../src-ui/components/avatar-gradient.js'
import { STAND_IN_TEMPLATE_ATTRIBUTE } from '../../src-ui/start-protocol.js'

/**
 * The account the build draws the stand-in templates with (src/build/first-screen-markup.tsx):
 * the boot script writes the remembered one over what is drawn from it, its name and its avatar.
 */
export const TEMPLATE_ADDRESS: Address = '0x0000000000000000000000000000000000000000'

const TEXT_NODE = 3

function templateOf(doc: Document, chainId: ChainId): HTMLTemplateElement | undefined {
  const template = doc.querySelector(`template[${STAND_IN_TEMPLATE_ATTRIBUTE}="${chainId}"]`)
  return template instanceof HTMLTemplateElement ? template : undefined
}

/** Whether the page has a stand-in for this chain (one of the app's chains). */
export const hasStandIn = (doc: Document, chainId: ChainId): boolean => templateOf(doc, chainId) !== undefined

/**
 * The connected wallet's chain and account buttons as the app draws them (AccountButtons): the
 * build renders them once per chain into a <template> of the page's head, and this fills in the
 * remembered account, so the account is on screen before the app is loaded. Undefined for a
 * chain without a template (one the app does not offer: the app says so itself). The account is
 * set as text and through the CSSOM, never as markup.
 */
export function fillStandIn(doc: Document, chainId: ChainId, address: Address): DocumentFragment | undefined {
  const template = templateOf(doc, chainId)
  if (!template) return undefined
  const filled = doc.importNode(template.content, true)
  const [drawnName, drawnAvatar] = [shortenAddress(TEMPLATE_ADDRESS), avatarGradient(TEMPLATE_ADDRESS)]
  const walker = doc.createTreeWalker(filled, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === TEXT_NODE) {
      if (node.nodeValue === drawnName) node.nodeValue = shortenAddress(address)
    } else if (node instanceof HTMLElement && node.getAttribute('style')?.includes(drawnAvatar)) {
      node.style.background = avatarGradient(address)
    }
  }
  return filled
}
