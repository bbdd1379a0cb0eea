import { describe, expect, it } from 'vitest'
import * as domain from '../../src-domain/index.js'

describe('the spec constants (section 9) under their DESIGN section 4 names', () => {
  it.each([
    ['MAX_COMPLETED_TRANSACTIONS', 10],
    ['RECENT_TRANSACTIONS_SHOWN', 3],
    ['MAX_RECENT_WALLETS', 3],
    ['MAX_DOWNLOAD_WALLETS', 5],
    ['MAX_DOWNLOAD_WALLETS_MOBILE', 3],
    ['COPIED_HINT_MS', 1500],
    ['MOCK_CONNECT_DELAY_MS', 100],
    ['QUERY_CACHE_MAX_AGE_MS', 86_400_000],
    ['COMPACT_BREAKPOINT_PX', 768],
    ['MODAL_MAX_HEIGHT_COMPACT_PX', 468],
    ['MODAL_MAX_HEIGHT_WIDE_PX', 504],
    ['ADDRESS_SHORTEN_MIN_LENGTH', 8],
    ['ADDRESS_SHORTEN_KEEP', 4],
    ['NAME_MAX_LENGTH', 24],
    ['NATIVE_CURRENCY_DECIMALS', 18],
    ['RELAY_DEFAULT_TIMEOUT_MS', 300_000],
    ['CONNECTION_UI_VERSION', '1.0.10'],
    ['STORAGE_KEY_RECENT_WALLETS', 'rk-recent'],
    ['STORAGE_KEY_VERSION', 'rk-version'],
    ['STORAGE_KEY_TRANSACTIONS', 'rk-transactions'],
  ])('%s = %j', (name, value) => {
    expect((domain as Record<string, unknown>)[name]).toBe(value)
  })

  it.each([
    'shortenAddress',
    'truncateName',
    'abbreviateBalance',
    'isHexColor',
    'validateTransaction',
    'classifyConnectionError',
    'ConnectionService',
    'SignInService',
    'TransactionService',
  ])('exports %s as a function', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function')
  })
})
