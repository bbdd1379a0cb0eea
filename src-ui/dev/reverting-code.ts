import type { Hex } from '../../src-domain/index.js'

/**
 * Init code whose constructor always reverts (PUSH1 0, PUSH1 0, REVERT): sent as a contract
 * creation, it is mined with receipt status 0 and needs no contract deployed first.
 */
export const REVERTING_INIT_CODE: Hex = '0x60006000fd'

/** Given, the wallet does not estimate gas, which would refuse a transaction that reverts. */
export const REVERTING_GAS_LIMIT = 100_000n
