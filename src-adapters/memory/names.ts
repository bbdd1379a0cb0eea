import type { Address, NamePort } from '../../src-domain/index.js'

/** An account's records: its primary name, the name's avatar text, and where the name resolves (the account itself unless given). */
export interface MemoryNameRecord {
  name: string
  avatar?: string
  /** The name's forward record; another address makes the claim one the domain does not show. */
  resolvesTo?: Address
}

export interface MemoryNames extends NamePort {
  control: {
    /** Writes an account's records (null removes its primary name). */
    set(address: Address, record: MemoryNameRecord | null): void
    /** Makes lookups wait until the returned release is called (to see what is drawn before the name). */
    hold(): () => void
    /** The records read, in order: `reverse <address>`, `forward <name>`, `avatar <name>`. */
    reads(): readonly string[]
    /** Makes every later read reject with `error`, as a node that does not answer (null heals). */
    fail(error: Error | null): void
  }
}

/**
 * A naming system in memory, for tests and the in-memory backend: records as ENS keeps them, a
 * reverse record per address and a forward and avatar record per name, so the domain's checks
 * run on them as on ENS's. Nothing leaves the process.
 */
export function createMemoryNames(records: Readonly<Record<string, MemoryNameRecord>> = {}): MemoryNames {
  const reverse = new Map<string, string>()
  const forward = new Map<string, Address>()
  const avatars = new Map<string, string>()
  const reads: string[] = []
  let held: Promise<void> | undefined
  let failure: Error | null = null
  const set = (address: Address, record: MemoryNameRecord | null) => {
    if (record === null) return void reverse.delete(address.toLowerCase())
    reverse.set(address.toLowerCase(), record.name)
    forward.set(record.name, record.resolvesTo ?? address)
    if (record.avatar === undefined) avatars.delete(record.name)
    else avatars.set(record.name, record.avatar)
  }
  for (const [address, record] of Object.entries(records)) set(address as Address, record)
  const read = async <T>(entry: string, value: () => T): Promise<T> => {
    reads.push(entry)
    await held
    if (failure) throw failure
    return value()
  }
  return {
    primaryName: (address) => read(`reverse ${address}`, () => reverse.get(address.toLowerCase()) ?? null),
    resolveAddress: (name) => read(`forward ${name}`, () => forward.get(name) ?? null),
    avatarRecord: (name) => read(`avatar ${name}`, () => avatars.get(name) ?? null),
    control: {
      set,
      hold() {
        let release = () => {}
        held = new Promise<void>((resolve) => (release = resolve))
        return () => {
          held = undefined
          release()
        }
      },
      reads: () => [...reads],
      fail: (error) => void (failure = error),
    },
  }
}
