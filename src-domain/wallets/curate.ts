import { InvalidConfigError } from '../errors/config.js'
import type { ConnectResult, WalletPort } from '../ports/wallet-port.js'
import { reachedByWalletConnect, WALLET_CATALOG, type CatalogWalletId } from './catalog.js'
import { EXTRA_WALLETS } from './catalog-extra.js'
import { walletIdOfRdns } from './rdns.js'
import type { WalletAppLinks, WalletDownloadUrls, WalletInfo } from './types.js'

/** A wallet of the app's own, beside the catalogue's. */
export interface CustomWallet {
  /** Letters, digits, dots, dashes and underscores; stored as the last wallet, so keep it stable. */
  id: string
  name: string
  /** A `data:image/` URI, an https URL or an app-relative path. */
  icon?: string
  iconBackground?: string
  /** Its EIP-6963 reverse-DNS id: how an installed wallet is recognised among those announced. */
  rdns?: string
  downloadUrls?: WalletDownloadUrls
  /** Opens its phone app with a WalletConnect pairing URI. */
  mobile?: WalletAppLinks
  /**
   * How it connects: `injected` (the browser wallet announcing `rdns`, through EIP-6963) or
   * `walletConnect` (through WalletConnect: a QR code, or its phone app by `mobile`).
   */
  connect: 'injected' | 'walletConnect'
}

/** A catalogue wallet by id (`metaMask`, `rainbow`...), any id the backend offers (`mock`), or a wallet of the app's own. */
export type WalletChoice = CatalogWalletId | (string & {}) | CustomWallet

/** One heading of the connect dialog's list and its wallets, in order. */
export interface WalletGroupChoice {
  groupName: string
  wallets: readonly WalletChoice[]
}

const ID_RE = /^[A-Za-z0-9._-]{1,64}$/
const MAX_WALLETS = 100

/** Ids a backend offers beside the catalogue's: the local chain's mock wallet. EIP-6963 wallets are known by their rdns (with dots). */
const BACKEND_IDS = ['mock'] as const

/** How many single-letter edits turn one id into the other (case counts as no edit). */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  let row = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const next = [i]
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1))
    row = next
  }
  return row[y.length]!
}

/**
 * A named wallet id no backend offers: a typo of a catalogue id (`metamask`), or a name the kit does
 * not know. An id with a dot is an EIP-6963 rdns, found when the wallet announces itself.
 */
function unknownIdProblem(id: string, at: string): string | undefined {
  const known = [...Object.keys(WALLET_CATALOG), ...BACKEND_IDS]
  if (known.includes(id) || id.includes('.')) return undefined
  // The start of an id (`coinbase` for `coinbaseWallet`) is as close as a typo.
  const prefixed = id.length >= 4 ? known.find((candidate) => candidate.toLowerCase().startsWith(id.toLowerCase())) : undefined
  const closest = known.map((candidate) => ({ candidate, distance: editDistance(id, candidate) })).sort((a, b) => a.distance - b.distance)[0]!
  const suggestion = prefixed ?? (closest.distance <= Math.max(2, Math.floor(id.length / 3)) ? closest.candidate : undefined)
  return suggestion
    ? `${at}: unknown wallet id "${id}"; did you mean "${suggestion}"?`
    : `${at}: unknown wallet id "${id}"; the catalogue's are ${known.map((candidate) => `"${candidate}"`).join(', ')}, an EIP-6963 rdns, or a wallet of your own ({ id, name, connect, rdns }).`
}

/** Every mistake in the app's wallet list, each naming its place: empty when there is none. */
export function walletChoiceProblems(groups: unknown): string[] {
  return Array.isArray(groups) ? choiceProblems(groups as readonly WalletGroupChoice[]) : ['wallets must be a list of { groupName, wallets }.']
}

function choiceProblems(groups: readonly WalletGroupChoice[]): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  let count = 0
  groups.forEach((group, g) => {
    if (typeof group?.groupName !== 'string' || group.groupName.trim() === '') problems.push(`wallets[${g}].groupName must be a non-empty text.`)
    if (!Array.isArray(group?.wallets)) return void problems.push(`wallets[${g}].wallets must be a list.`)
    group.wallets.forEach((choice, w) => {
      count++
      const at = `wallets[${g}].wallets[${w}]`
      const id = typeof choice === 'string' ? choice : choice?.id
      if (typeof id !== 'string' || !ID_RE.test(id)) return void problems.push(`${at}: the id must be 1 to 64 letters, digits, dots, dashes or underscores.`)
      if (ids.has(id)) problems.push(`${at}: "${id}" is listed twice.`)
      ids.add(id)
      if (typeof choice === 'string') {
        const unknown = unknownIdProblem(id, at)
        if (unknown) problems.push(unknown)
        return
      }
      if (typeof choice.name !== 'string' || choice.name.trim() === '') problems.push(`${at}.name must be a non-empty text.`)
      if (choice.connect !== 'injected' && choice.connect !== 'walletConnect') problems.push(`${at}.connect must be 'injected' or 'walletConnect'.`)
      if (choice.connect === 'injected' && !choice.rdns) problems.push(`${at}: an injected wallet is found by its rdns; give one.`)
      if (choice.icon !== undefined && !/^(data:image\/|https:\/\/|\.{0,2}\/)/.test(choice.icon))
        problems.push(`${at}.icon must be a data:image/ URI, an https URL or a path.`)
    })
  })
  if (count > MAX_WALLETS) problems.push(`wallets: at most ${MAX_WALLETS} wallets.`)
  return problems
}

const isCatalogId = (id: string): id is CatalogWalletId => Object.hasOwn(WALLET_CATALOG, id)

/** The id the backend knows a custom wallet by: the announced wallet's, or WalletConnect's. */
const backendIdOf = (wallet: CustomWallet) => (wallet.connect === 'walletConnect' ? WALLET_CATALOG.walletConnect.id : walletIdOfRdns(wallet.rdns ?? ''))

function customEntry(wallet: CustomWallet, offered: WalletInfo | undefined, group: string): WalletInfo {
  const { connect, ...shown } = wallet
  return {
    ...shown,
    kind: connect === 'walletConnect' ? 'walletConnect' : 'injected',
    installed: connect === 'walletConnect' ? undefined : offered !== undefined,
    group,
  }
}

/**
 * The backend's wallet list chosen, ordered and grouped by the app: each group's wallets in the
 * order named; a catalogue wallet the backend does not offer is listed as not installed (its
 * download links); a custom wallet connects through the backend's injected or WalletConnect path.
 * Installed wallets the app did not name keep their `Installed` group, first. Throws an
 * InvalidConfigError listing every problem of `groups`.
 */
export function curateWallets(port: WalletPort, groups: readonly WalletGroupChoice[]): WalletPort {
  const problems = walletChoiceProblems(groups)
  if (problems.length > 0) throw new InvalidConfigError(problems.join('\n'))
  /** Custom id -> the id the backend knows it by. */
  const toBackend = new Map<string, string>()
  for (const group of groups) {
    for (const choice of group.wallets) if (typeof choice !== 'string') toBackend.set(choice.id, backendIdOf(choice))
  }
  /** Asks the backend by its id and answers with the id the app named. */
  const asBackend = async (walletId: string, ask: (backendId: string) => Promise<ConnectResult | null>): Promise<ConnectResult | null> => {
    const backendId = toBackend.get(walletId) ?? walletId
    const result = await ask(backendId)
    return result && result.walletId === backendId ? { ...result, walletId } : result
  }

  // The same list object while the backend's is the same: the UI reads it as an external store's snapshot.
  let last: { offered: readonly WalletInfo[]; chosen: readonly WalletInfo[] } | undefined
  const listWallets = (): readonly WalletInfo[] => {
    const offered = port.listWallets()
    if (last?.offered === offered) return last.chosen
    last = { offered, chosen: choose(offered) }
    return last.chosen
  }
  const choose = (offered: readonly WalletInfo[]): WalletInfo[] => {
    const byId = new Map(offered.map((wallet) => [wallet.id, wallet]))
    // A named wallet beyond the default ones (which every backend lists itself) is reached as the backend reaches MetaMask: through its WalletConnect when it has one.
    const walletConnect = byId.has(WALLET_CATALOG.walletConnect.id)
    const named = new Set<string>()
    const chosen: WalletInfo[] = []
    for (const { groupName, wallets } of groups) {
      for (const choice of wallets) {
        if (typeof choice !== 'string') {
          const backendWallet = byId.get(backendIdOf(choice))
          if (choice.connect === 'walletConnect' && !backendWallet) continue
          named.add(backendIdOf(choice))
          chosen.push(customEntry(choice, backendWallet, groupName))
          continue
        }
        named.add(choice)
        const wallet = byId.get(choice)
        if (wallet) chosen.push({ ...wallet, group: groupName })
        else if (isCatalogId(choice) && choice !== 'walletConnect')
          chosen.push({
            ...WALLET_CATALOG[choice],
            installed: false,
            kind: walletConnect && Object.hasOwn(EXTRA_WALLETS, choice) && reachedByWalletConnect(choice) ? 'walletConnect' : 'injected',
            group: groupName,
          })
      }
    }
    const installed = offered.filter((wallet) => wallet.installed === true && !named.has(wallet.id))
    return [...installed, ...chosen]
  }

  return {
    ...port,
    listWallets,
    connect: async (walletId, options) => (await asBackend(walletId, (backendId) => port.connect(backendId, options)))!,
    reconnect: (walletId) => asBackend(walletId, (backendId) => port.reconnect(backendId)),
    disconnect: () => port.disconnect(),
    switchChain: (chainId) => port.switchChain(chainId),
    signMessage: (args) => port.signMessage(args),
    sendTransaction: (request) => port.sendTransaction(request),
    subscribe: (listener) => port.subscribe(listener),
    ...(port.preload ? { preload: () => port.preload!() } : {}),
  }
}
