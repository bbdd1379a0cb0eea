import type { Address, Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'

/** anvil's (and Hardhat's) well-known dev keys: public test keys, for local chains only. */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const satisfies readonly Hex[]

export const alice: PrivateKeyAccount = privateKeyToAccount(ANVIL_KEYS[1])
export const mallory: PrivateKeyAccount = privateKeyToAccount(ANVIL_KEYS[2])

export const LOCAL_CHAIN_ID = 31337

/** A message as the app's HTTP AuthPort writes it, for `origin`; any field can be overridden. */
export function messageFor(origin: string, fields: { address: Address; nonce: string } & Partial<Omit<SiweMessage, 'address' | 'nonce'>>): string {
  const url = new URL(origin)
  return createSiweMessage({
    domain: url.host,
    uri: url.origin,
    version: '1',
    chainId: LOCAL_CHAIN_ID,
    statement: 'Sign in with Ethereum to this app.',
    issuedAt: new Date(),
    ...fields,
  })
}
