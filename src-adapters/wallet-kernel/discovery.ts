import { isEip1193Provider, type Eip1193Provider, type WalletWindow } from './eip1193.js'
import { sanitizeRdns, sanitizeWalletIcon, sanitizeWalletName } from './sanitize.js'

/** A wallet announced through EIP-6963, its info sanitized. */
export interface AnnouncedWallet {
  uuid: string
  name: string
  rdns: string
  icon: string | undefined
  provider: Eip1193Provider
}

export interface Eip6963Discovery {
  /** Announced wallets in the order they first arrived; one per rdns (the latest announcement wins). */
  wallets(): readonly AnnouncedWallet[]
  /** Asks the wallets to announce themselves again. */
  request(): void
  subscribe(listener: () => void): () => void
  stop(): void
}

const ANNOUNCE = 'eip6963:announceProvider'
const REQUEST = 'eip6963:requestProvider'

function parseAnnouncement(event: Event): AnnouncedWallet | undefined {
  const detail: unknown = (event as { detail?: unknown }).detail
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null || !isEip1193Provider(provider)) return undefined
  const raw = info as Record<string, unknown>
  const name = sanitizeWalletName(raw.name)
  const rdns = sanitizeRdns(raw.rdns)
  const uuid = typeof raw.uuid === 'string' && raw.uuid.length <= 128 ? raw.uuid : undefined
  if (!name || !rdns || !uuid) return undefined
  return { uuid, name, rdns, icon: sanitizeWalletIcon(raw.icon), provider }
}

/**
 * EIP-6963 discovery: listens for announcements and asks wallets to announce. Malformed or
 * hostile announcements (no provider, no name, a bad rdns) are ignored.
 */
export function createEip6963Discovery(target: WalletWindow): Eip6963Discovery {
  const byRdns = new Map<string, AnnouncedWallet>()
  const listeners = new Set<() => void>()

  const onAnnounce = (event: Event) => {
    let wallet: AnnouncedWallet | undefined
    try {
      wallet = parseAnnouncement(event)
    } catch {
      return // a throwing getter or proxy in an announcement: ignored like any other malformed one
    }
    if (!wallet) return
    const known = byRdns.get(wallet.rdns)
    if (known && known.uuid === wallet.uuid && known.provider === wallet.provider && known.name === wallet.name && known.icon === wallet.icon) return
    byRdns.set(wallet.rdns, wallet)
    for (const listener of [...listeners]) listener()
  }
  const request = () => {
    target.dispatchEvent(new Event(REQUEST))
  }

  target.addEventListener(ANNOUNCE, onAnnounce)
  request()

  return {
    wallets: () => [...byRdns.values()],
    request,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    stop() {
      target.removeEventListener(ANNOUNCE, onAnnounce)
      listeners.clear()
    },
  }
}
