import { renderToStaticMarkup } from 'react-dom/server'
import type { ChainInfo } from '../../src-domain/chains/types.js'
import { shortenAddress } from '../../src-domain/format/address.js'
import { AccountButtons } from '../../src-ui/components/AccountButtons.js'
import { GradientAvatar } from '../../src-ui/components/GradientAvatar.js'
import { PendingPlaceholder } from '../../src-ui/components/PendingPlaceholder.js'
import { translateEnglish as t } from '../../src-ui/i18n/translate.js'
import { SHELL_BUTTON_CLASS, SHELL_BUTTON_ID, SHELL_PENDING_CLASS, STAND_IN_TEMPLATE_ATTRIBUTE } from '../../src-ui/start-protocol.js'
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
