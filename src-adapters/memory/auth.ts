import { createSiweMessage } from 'viem/siwe'
import type { Address, AuthPort, AuthSession, ChainId, Hex } from '../../src-domain/index.js'

export interface MemoryAuthOptions {
  domain?: string
  uri?: string
  statement?: string
  /** Fails the matching step, to show the sign-in errors. */
  failures?: { nonce?: boolean; verify?: 'false' | 'throw' }
}

export interface MemoryAuth extends AuthPort {
  readonly control: { setFailures(failures: MemoryAuthOptions['failures']): void }
}

function randomNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** AuthPort in memory: real EIP-4361 messages and real signature checks, no server. */
export function createMemoryAuth(options: MemoryAuthOptions = {}): MemoryAuth {
  const issued = new Set<string>()
  let failures = { ...options.failures }
  let session: AuthSession | null = null
  const domain = options.domain ?? 'localhost'
  const uri = options.uri ?? 'http://localhost'
  return {
    async getNonce() {
      if (failures.nonce) throw new Error('Nonce request failed.')
      const nonce = randomNonce()
      issued.add(nonce)
      return nonce
    },
    createMessage({ address, chainId, nonce }: { address: Address; chainId: ChainId; nonce: string }) {
      return createSiweMessage({
        domain,
        address,
        statement: options.statement ?? 'Sign in to prove you own this account.',
        uri,
        version: '1',
        chainId,
        nonce,
        issuedAt: new Date(),
      })
    },
    async verify({ message, signature }: { message: string; signature: Hex }) {
      if (failures.verify === 'throw') throw new Error('Verification request failed.')
      if (failures.verify === 'false') return false
      const { parseSiweMessage, validateSiweMessage } = await import('viem/siwe')
      const { verifyMessage } = await import('viem')
      const fields = parseSiweMessage(message)
      if (!fields.nonce || !issued.delete(fields.nonce) || !fields.address || !fields.chainId) return false
      if (!validateSiweMessage({ message: fields, domain })) return false
      const valid = await verifyMessage({ address: fields.address, message, signature })
      if (valid) session = { address: fields.address, chainId: fields.chainId }
      return valid
    },
    async signOut() {
      session = null
    },
    async getSession() {
      return session
    },
    control: {
      setFailures(next) {
        failures = { ...next }
      },
    },
  }
}
