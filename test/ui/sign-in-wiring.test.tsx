import { ContainerModule } from 'inversify'
import { describe, expect, it } from 'vitest'
import { createMemoryChainRpc, createMemoryStorage, createMemoryWallet } from '../../src-adapters/memory/index.js'
import { SignInService } from '../../src-domain/index.js'
import { readConfig } from '../../src/config.js'
import { createAppContainer, resolveServices, TOKENS } from '../../src/container.js'

const backend = () =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.Wallet).toConstantValue(createMemoryWallet({ connectDelayMs: 0 }))
    bind(TOKENS.ChainRpc).toConstantValue(createMemoryChainRpc())
  })

async function containerFor(env: Record<string, string>) {
  const config = readConfig({ VITE_WALLET_BACKEND: 'memory', ...env }, { dev: true })
  const container = await createAppContainer({ config, storage: createMemoryStorage(), backend: backend() })
  return { container, services: resolveServices(container, config) }
}

describe('container: the sign-in binding', () => {
  it('binds no AuthPort and hands the UI no sign-in when VITE_SIGN_IN is unset (optional, off)', async () => {
    const { container, services } = await containerFor({})
    expect(container.isBound(TOKENS.Auth)).toBe(false)
    expect(services.signIn).toBeUndefined()
  })

  it.each([['yes'], ['SIWE'], ['']])('stays off for VITE_SIGN_IN=%j', async (value) => {
    expect((await containerFor({ VITE_SIGN_IN: value })).services.signIn).toBeUndefined()
  })

  it("binds the HTTP AuthPort (the app's own /api/auth) for VITE_SIGN_IN=siwe, and starts the service with the others", async () => {
    const { container, services } = await containerFor({ VITE_SIGN_IN: 'siwe' })
    const auth = container.get(TOKENS.Auth)
    expect('control' in auth).toBe(false) // not the memory AuthPort
    const message = auth.createMessage({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337, nonce: 'a1b2c3d4e5f60718293a4b5c' })
    expect(message).toContain(`${location.host} wants you to sign in with your Ethereum account:`)
    expect(message).toContain(`URI: ${location.origin}`)
    expect(services.signIn).toBeInstanceOf(SignInService)
    expect(container.get(TOKENS.SignIn)).toBe(services.signIn)
    // Built idle: nothing asks the server until the service list is started, as the app shell does.
    expect(services.signIn?.running).toBe(false)
    const release = services.start()
    // Started: it asked the server for the session and, with no server in this test, counts as signed out.
    await expect.poll(() => services.signIn?.getState().authentication).toBe('unauthenticated')
    expect(services.connection.running && services.transactions.running).toBe(true)
    release()
    expect(services.signIn?.running || services.connection.running || services.transactions.running).toBe(false)
  })
})
