import { render, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { privateKeyToAccount } from 'viem/accounts'
import { createMemoryAuth, createMemoryWallet, type MemoryAuth, type MemoryStorage, type MemoryWallet } from '../../../src-adapters/memory/index.js'
import type { AuthPort, Hex } from '../../../src-domain/index.js'
import { SignInDialog } from '../../../src-ui/components/SignInDialog.js'
import { ServicesProvider, type AppServices } from '../../../src-ui/services.js'
import { appTestServices } from './app-services.js'

/** anvil's first dev key (public, local chains only): the memory wallet's account. */
const TEST_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** A promise the test settles by hand, to look at a state while a step is under way. */
export function gate() {
  let open!: () => void
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

/** Steps the test can hold open: the nonce request, the wallet's signature, the verification. */
export interface Holds {
  nonce?: Promise<void>
  sign?: Promise<void>
  verify?: Promise<void>
}

export interface SignInHarness extends RenderResult {
  services: AppServices
  auth: MemoryAuth
  wallet: MemoryWallet
  storage: MemoryStorage
  holds: Holds
  user: ReturnType<typeof userEvent.setup>
  /** Connects the mock wallet, as the connect dialog would. */
  connect(): Promise<void>
}

/**
 * The sign-in dialog over the kit's test services as this app runs them (appTestServices: sign-in
 * on over the memory AuthPort, in place of the HTTP one): real EIP-4361 messages, real signatures, real checks.
 */
export async function renderSignIn(options: { signIn?: boolean; authPort?: (auth: MemoryAuth) => AuthPort } = {}): Promise<SignInHarness> {
  const holds: Holds = {}
  const base = createMemoryAuth()
  const auth: MemoryAuth = {
    ...base,
    getNonce: async () => (await holds.nonce, base.getNonce()),
    verify: async (args) => (await holds.verify, base.verify(args)),
  }
  const wallet = createMemoryWallet({
    connectDelayMs: 0,
    sign: async ({ message }) => (await holds.sign, privateKeyToAccount(TEST_KEY).signMessage({ message })),
  })
  const { services, storage } = await appTestServices(
    {},
    { wallet: () => wallet, ...(options.signIn === false ? {} : { auth: options.authPort?.(auth) ?? auth }) },
  )
  services.start()
  const result = render(
    <ServicesProvider services={services}>
      <SignInDialog />
    </ServicesProvider>,
  )
  return {
    ...result,
    services,
    auth,
    wallet,
    storage,
    holds,
    user: userEvent.setup(),
    connect: () => services.connection.connect('mock'),
  }
}
