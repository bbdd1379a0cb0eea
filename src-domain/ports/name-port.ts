import type { Address } from '../types.js'

/**
 * An account's name records, as a naming system (ENS on Ethereum mainnet) holds them. The port
 * reads records and decides nothing: which name is shown, and which avatar, is the domain's rule
 * (`lookupAccountName`), so every adapter answers to the same checks.
 *
 * Every method resolves to null when the record is absent, and rejects when the records cannot be
 * read (a node that does not answer within the adapter's time limit, an answer that is no record).
 * `signal` aborts the wait: the caller no longer needs the answer.
 */
export interface NamePort {
  /** The name the address claims as its own (its reverse record), as written: not checked, not normalised. */
  primaryName(address: Address, signal?: AbortSignal): Promise<string | null>
  /** The address a name resolves to (its forward record). */
  resolveAddress(name: string, signal?: AbortSignal): Promise<Address | null>
  /** The name's `avatar` text record, as written (an https or ipfs URL, or anything else). */
  avatarRecord(name: string, signal?: AbortSignal): Promise<string | null>
}
