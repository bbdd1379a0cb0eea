import { renderToStaticMarkup } from 'react-dom/server'
import type { ChainInfo } from '../../src-domain/chains/types.js'
import { shortenAddress } from '../../src-domain/format/address.js'
import { AccountButtons } from '../../src-ui/components/AccountButtons.js'
import { DialogFrame } from '../../src-ui/components/DialogFrame.js'
import { GradientAvatar } from '../../src-ui/components/GradientAvatar.js'
import { PendingPlaceholder } from '../../src-ui/components/PendingPlaceholder.js'
import { translateEnglish as t } from '../../src-ui/i18n/translate.js'
import { FRAME_TEMPLATE_ATTRIBUTE, SHELL_BUTTON_CLASS, SHELL_BUTTON_ID, SHELL_PENDING_CLASS, STAND_IN_TEMPLATE_ATTRIBUTE } from '../../src-ui/start-protocol.js'
import { TEMPLATE_ADDRESS } from '../boot/stand-in.js'

// The HTML shell's parts the app's own components draw, rendered by the build: the shell and the
// app then show the same elements, and nothing moves when one replaces the other. In English, as
// the rest of the shell (index.html); the app's texts follow the visitor's language.

const ignore = () => undefined

/** The shell's `Connect Wallet`, which works before any JavaScript (the boot script records a click), and its placeholder for a remembered wallet. */
export function shellButtonsMarkup(): string {
  return renderToStaticMarkup(
    <>
      <button type="button" id={SHELL_BUTTON_ID} className={`rpgf-button ${SHELL_BUTTON_CLASS}`}>
        {t('button.connect')}
      </button>
      <PendingPlaceholder className={SHELL_PENDING_CLASS} />
    </>,
  )
}

/**
 * One <template> per chain: the connected buttons (AccountButtons, as stand-ins) for an account
 * on that chain, which the boot script fills with the remembered account (src/boot/stand-in.ts).
 */
export function standInTemplatesMarkup(chains: readonly ChainInfo[]): string {
  return chains
    .map((chain) => {
      const buttons = renderToStaticMarkup(
        <AccountButtons
          address={TEMPLATE_ADDRESS}
          avatar={GradientAvatar}
          displayName={shortenAddress(TEMPLATE_ADDRESS)}
          chain={{ id: chain.id, name: chain.name, iconUrl: chain.iconUrl, iconBackground: chain.iconBackground, unsupported: false }}
          chainLabel={(shown) => t('button.chainSelector', { chain: shown })}
          wrongNetworkLabel={t('button.wrongNetwork')}
          onChainClick={ignore}
          onAccountClick={ignore}
          standIn
        />,
      )
      return `<template ${STAND_IN_TEMPLATE_ATTRIBUTE}="${chain.id}">${buttons}</template>`
    })
    .join('')
}

/** The layouts the connect dialog's frame has: the boot script draws the one the window's width asks for. */
export const FRAME_LAYOUTS = ['wide', 'compact'] as const

/**
 * One <template> per layout: the connect dialog's frame (DialogFrame), which the boot script draws
 * on a click on the shell's `Connect Wallet` before React runs (src/boot/frame.ts), so the click is
 * answered in the next frame; the start screen then draws the same frame in its place.
 */
export function dialogFrameTemplatesMarkup(): string {
  return FRAME_LAYOUTS.map((layout) => {
    const frame = renderToStaticMarkup(<DialogFrame title={t('connect.title')} onClose={ignore} compact={layout === 'compact'} />)
    return `<template ${FRAME_TEMPLATE_ATTRIBUTE}="${layout}">${frame}</template>`
  }).join('')
}
