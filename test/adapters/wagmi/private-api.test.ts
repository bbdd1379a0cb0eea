import { connect, createConfig, mock } from '@wagmi/core'
import { http } from 'viem'
import { describe, expect, it } from 'vitest'
import { clearConnections, settleStatus, setUpConnector } from '../../../src-adapters/wagmi/private-api.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = {
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const

function config() {
  return createConfig({ chains: [chain], transports: { [chain.id]: http() }, multiInjectedProviderDiscovery: false, ssr: true })
}

// A canary: each case fails the day wagmi changes what src-adapters/wagmi/private-api.ts relies on.
describe('the wagmi internals the backend uses, in one module', () => {
  it('setUpConnector: a connector made after createConfig connects, with its emitter', async () => {
    const wagmi = config()
    const connector = setUpConnector(wagmi, mock({ accounts: [ACCOUNT] }))
    expect(typeof connector.emitter.on).toBe('function')
    expect(typeof connector.uid).toBe('string')
    const result = await connect(wagmi, { connector })
    expect(result.accounts).toEqual([ACCOUNT])
    expect(wagmi.state.current).toBe(connector.uid)
  })

  it('settleStatus and clearConnections put back a true status', async () => {
    const wagmi = config()
    const connector = setUpConnector(wagmi, mock({ accounts: [ACCOUNT] }))
    await connect(wagmi, { connector })
    wagmi.setState((state) => ({ ...state, status: 'connecting' }))
    settleStatus(wagmi)
    expect(wagmi.state.status).toBe('connected')
    clearConnections(wagmi)
    expect(wagmi.state).toMatchObject({ status: 'disconnected', current: null })
    expect(wagmi.state.connections.size).toBe(0)
    wagmi.setState((state) => ({ ...state, status: 'connecting' }))
    settleStatus(wagmi)
    expect(wagmi.state.status).toBe('disconnected')
  })
})
