import { describe, expect, it } from 'vitest'
import { getDialogStatus, type AuthenticationStatus, type ConnectionState } from '../../../src-domain/index.js'

const connected: ConnectionState = {
  status: 'connected',
  walletId: 'mock',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  chainId: 10,
  unsupported: false,
}

describe('dialog-level connection status (spec 4: disconnected, connected, loading, unauthenticated)', () => {
  it.each(
    (<[string, ConnectionState, AuthenticationStatus | undefined, string][]>[
      ['disconnected', { status: 'disconnected' }, undefined, 'disconnected'],
      ['disconnected after a failure', { status: 'disconnected', failure: { kind: 'unknown', walletId: 'mock' } }, undefined, 'disconnected'],
      ['connecting', { status: 'connecting', walletId: 'mock' }, undefined, 'disconnected'],
      ['reconnecting on load', { status: 'reconnecting' }, undefined, 'loading'],
      ['connected, sign-in not configured', connected, undefined, 'connected'],
      ['connected and signed in', connected, 'authenticated', 'connected'],
      ['connected, session being read', connected, 'loading', 'loading'],
      ['connected, not signed in', connected, 'unauthenticated', 'unauthenticated'],
      ['disconnected and not signed in', { status: 'disconnected' }, 'unauthenticated', 'disconnected'],
    ]).map(([label, connection, authentication, expected]) => [label, expected, connection, authentication] as const),
  )('%s → %s', (_label, expected, connection, authentication) => {
    expect(getDialogStatus(connection, authentication)).toBe(expected)
  })
})
