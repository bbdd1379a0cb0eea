import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chainConcurrencyBehind, DEFAULT_LB_MAX_CONN_PER_SERVER } from '../../src/server/cluster/stack.js'
import { DEFAULT_CHAIN_CONCURRENCY } from '../../src/server/verify-signature.js'

const config = readFileSync(join(import.meta.dirname, '../../src/server/haproxy.cfg'), 'utf8')

describe("serve:cluster's limits of an instance behind HAProxy", () => {
  it("HAProxy's requests in progress per instance default to the figure the stack reckons with", () => {
    expect(config).toContain(`maxconn "\${LB_MAX_CONN_PER_SERVER-${DEFAULT_LB_MAX_CONN_PER_SERVER}}"`)
    expect(DEFAULT_LB_MAX_CONN_PER_SERVER).toBe(8)
  })

  it("an instance runs contract-wallet checks on at most half of HAProxy's requests in progress there, and never more than alone", () => {
    expect(chainConcurrencyBehind()).toBe(4)
    expect(chainConcurrencyBehind({ LB_MAX_CONN_PER_SERVER: '16' })).toBe(8)
    expect(chainConcurrencyBehind({ LB_MAX_CONN_PER_SERVER: '1' })).toBe(1)
    expect(chainConcurrencyBehind({ LB_MAX_CONN_PER_SERVER: '64' })).toBe(DEFAULT_CHAIN_CONCURRENCY)
    // Not a count: the default.
    expect(chainConcurrencyBehind({ LB_MAX_CONN_PER_SERVER: 'many' })).toBe(4)
  })
})
