import { CONFIG_MESSAGES } from '../src-domain/errors/config.js'

let told = false

/**
 * A WalletConnect wallet offered with no project id: the developer reads why in the console, once
 * per page, when the services are built (this app: on the visitor's first intent, as the first
 * screen's bytes have no room for it; a kit: at its start); a visitor who picks the wallet reads only, in their language, that
 * it cannot be used here.
 */
export function noticeMissingProjectId(projectId: string | undefined): void {
  if (told || (projectId ?? '').trim() !== '') return
  told = true
  console.error(`${CONFIG_MESSAGES.projectIdMissing} Until one is configured, WalletConnect tells visitors it cannot be used in this app.`)
}
