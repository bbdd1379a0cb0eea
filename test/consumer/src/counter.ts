/** The Counter contract: anyone adds to its count (never zero: the call reverts with a reason). */
export const counterAbi = [
  { type: 'function', name: 'count', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'increment', stateMutability: 'nonpayable', inputs: [{ name: 'by', type: 'uint256' }], outputs: [] },
] as const

/** Where it is deployed: the first contract a fresh local chain's first account deploys, unless the build says otherwise. */
export const COUNTER_ADDRESS: `0x${string}` = import.meta.env.VITE_COUNTER_ADDRESS ?? '0x5FbDB2315678afecb367f032d93F642f64180aa3'
