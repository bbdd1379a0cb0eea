/**
 * The four-byte selectors of the ENS functions a primary-name lookup calls (mainnet's registry and
 * resolver interfaces), written out so the lookup's code carries no ABI parser; a test derives each from its
 * signature.
 */
export const SELECTORS = {
  /** Registry: `resolver(bytes32)`. */
  resolver: '0x0178b8bf',
  /** Resolver: `name(bytes32)`. */
  name: '0x691f3431',
  /** Resolver: `addr(bytes32)`. */
  addr: '0x3b3b57de',
  /** Resolver: `text(bytes32,string)`. */
  text: '0x59d1d43c',
} as const
