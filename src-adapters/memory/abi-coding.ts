/**
 * The three ABI coding functions the in-memory contracts use, by name: a dynamic import of this
 * module carries only them, where one of `viem/utils` carries all of viem's utilities (its
 * offchain-lookup and signature code among them).
 */
export { decodeFunctionData, encodeAbiParameters, encodeFunctionResult } from 'viem'
