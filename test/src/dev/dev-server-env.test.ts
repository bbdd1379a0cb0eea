import { describe, expect, it } from 'vitest'
import { DEV_SERVER_PORT, devServerPort, DevServerEnvError, localChainSetting } from '../../../src/dev/dev-server-env.js'

describe('npm start: the local chain from env', () => {
  it('by default: the node at 127.0.0.1:8545 (the plugin’s own default)', () => {
    expect(localChainSetting({})).toEqual({ enabled: true })
    expect(localChainSetting({ LOCAL_CHAIN: 'on', LOCAL_CHAIN_URL: ' ' })).toEqual({ enabled: true })
  })

  it('LOCAL_CHAIN=off: none, whatever LOCAL_CHAIN_URL says', () => {
    expect(localChainSetting({ LOCAL_CHAIN: 'off' })).toEqual({ enabled: false })
    expect(localChainSetting({ LOCAL_CHAIN: 'OFF', LOCAL_CHAIN_URL: 'http://127.0.0.1:9545' })).toEqual({ enabled: false })
  })

  it('LOCAL_CHAIN_URL: another node', () => {
    expect(localChainSetting({ LOCAL_CHAIN_URL: 'http://127.0.0.1:9545' })).toEqual({ enabled: true, url: 'http://127.0.0.1:9545' })
    expect(localChainSetting({ LOCAL_CHAIN_URL: 'https://node.example/rpc/' })).toEqual({ enabled: true, url: 'https://node.example/rpc' })
  })

  it.each([
    [{ LOCAL_CHAIN: 'maybe' }, /LOCAL_CHAIN must be "on" or "off", not "maybe"/],
    [{ LOCAL_CHAIN_URL: '127.0.0.1:9545' }, /LOCAL_CHAIN_URL must be an http\(s\) URL/],
    [{ LOCAL_CHAIN_URL: 'ws://127.0.0.1:9545' }, /LOCAL_CHAIN_URL must be an http\(s\) URL/],
    [{ LOCAL_CHAIN_URL: 'not a url' }, /LOCAL_CHAIN_URL must be an http\(s\) URL/],
  ])('refuses %o with an error naming the variable', (env, message) => {
    expect(() => localChainSetting(env)).toThrow(DevServerEnvError)
    expect(() => localChainSetting(env)).toThrow(message)
  })
})

describe('npm start: the page’s port', () => {
  it('Vite’s 5173 unless npm was given --port=<n>', () => {
    expect(devServerPort({})).toBe(DEV_SERVER_PORT)
    expect(DEV_SERVER_PORT).toBe(5173)
    expect(devServerPort({ npm_config_port: '3000' })).toBe(3000)
  })

  it('`npm start --port 3000` (npm keeps the flag, its value becomes Vite’s root) is refused with the spelling that works', () => {
    expect(() => devServerPort({ npm_config_port: 'true' })).toThrow('write `npm start -- --port 3000`')
  })

  it.each(['0', '65536', 'abc', '30.5', '-1'])('refuses the port %s', (value) => {
    expect(() => devServerPort({ npm_config_port: value })).toThrow(`--port must be a port number from 1 to 65535, not "${value}".`)
  })
})
