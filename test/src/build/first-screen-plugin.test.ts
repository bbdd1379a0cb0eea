import type { AddressInfo } from 'node:net'
import { createServer } from 'vite'
import { describe, expect, it } from 'vitest'
import { localChain, opMainnet, STORAGE_KEY_LAST_WALLET } from '../../../src-domain/index.js'
import { firstScreenPlugin } from '../../../src/build/first-screen-plugin.js'

describe('the first-screen plugin in the development server', () => {
  it('serves the boot script of the backend\'s kind of wallets as the file index.html names, with the app\'s chains written in', async () => {
    const server = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [firstScreenPlugin(() => ({ walletBackend: 'memory', chains: [opMainnet, localChain] }))],
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    })
    try {
      await server.listen()
      const { port } = server.httpServer?.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/boot.js`)
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
      const source = await response.text()
      expect(source).toContain(STORAGE_KEY_LAST_WALLET)
      // The memory backend's script: the Mock Wallet's answer, no EIP-6963 discovery.
      expect(source).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
      expect(source).not.toContain('eip6963:requestProvider')
      expect(source).toContain('OP Mainnet')
      expect(() => new Function(source)).not.toThrow()
    } finally {
      await server.close()
    }
  })
})
