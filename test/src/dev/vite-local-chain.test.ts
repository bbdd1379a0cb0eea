import { afterEach, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { remoteChainId, startLocalChain, type LocalChain } from '../../../src/dev/local-chain.js'
import { namedPorts } from '../../support/ports.js'
import { localChainPlugin, type LocalChainPluginOptions } from '../../../src/dev/vite-local-chain.js'

// A chain port per case so none waits for another's to free.
const { devServer: DEV_SERVER_PORT, ...CHAIN_PORTS } = await namedPorts('devServer', 'started', 'reused', 'foreign', 'off', 'elsewhere')
const urlOf = (port: number) => `http://127.0.0.1:${port}`

function devServer(chainPort: number, options: LocalChainPluginOptions = { port: chainPort }): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    logLevel: 'silent',
    plugins: [localChainPlugin(options)],
    server: { host: '127.0.0.1', port: DEV_SERVER_PORT, strictPort: true, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
}

describe('localChainPlugin (npm start starts the local chain)', () => {
  let server: ViteDevServer | undefined
  let chain: LocalChain | undefined
  afterEach(async () => {
    await server?.close()
    await chain?.stop()
    server = chain = undefined
  })

  it('starts anvil with chain id 31337 when the dev server starts, and stops it when the server closes', async () => {
    expect(await remoteChainId(urlOf(CHAIN_PORTS.started))).toBeUndefined()
    server = await devServer(CHAIN_PORTS.started)
    await server.listen()
    expect(await remoteChainId(urlOf(CHAIN_PORTS.started))).toBe(31337)
    await server.close()
    server = undefined
    expect(await remoteChainId(urlOf(CHAIN_PORTS.started))).toBeUndefined()
  })

  it('reuses a node with chain id 31337 already listening, and leaves it running on close', async () => {
    chain = await startLocalChain({ port: CHAIN_PORTS.reused, chainId: 31337 })
    server = await devServer(CHAIN_PORTS.reused)
    await server.close()
    server = undefined
    expect(await remoteChainId(urlOf(CHAIN_PORTS.reused))).toBe(31337)
  })

  it('still serves when the port answers another chain, and leaves that node alone', async () => {
    chain = await startLocalChain({ port: CHAIN_PORTS.foreign, chainId: 10 })
    server = await devServer(CHAIN_PORTS.foreign)
    await server.listen()
    const page = await fetch(urlOf(DEV_SERVER_PORT) + '/@vite/client')
    expect(page.status).toBe(200)
    await server.close()
    server = undefined
    expect(await remoteChainId(urlOf(CHAIN_PORTS.foreign))).toBe(10)
  })

  it('LOCAL_CHAIN=off: starts no node and asks none', async () => {
    server = await devServer(CHAIN_PORTS.off, { port: CHAIN_PORTS.off, enabled: false })
    await server.listen()
    expect(await remoteChainId(urlOf(CHAIN_PORTS.off))).toBeUndefined()
  })

  it('LOCAL_CHAIN_URL on this machine: anvil on its port, which the app reads chain 31337 from; stopped on close', async () => {
    const url = urlOf(CHAIN_PORTS.elsewhere)
    delete process.env.VITE_RPC_URL_31337
    try {
      server = await devServer(CHAIN_PORTS.elsewhere, { url })
      await server.listen()
      expect(await remoteChainId(url)).toBe(31337)
      expect(server.config.env.VITE_RPC_URL_31337).toBe(url)
      await server.close()
      server = undefined
      expect(await remoteChainId(url)).toBeUndefined()
    } finally {
      delete process.env.VITE_RPC_URL_31337
    }
  })

  it('does nothing in a build', () => {
    expect(localChainPlugin().apply).toBe('serve')
  })
})
