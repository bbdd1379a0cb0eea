import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { serve } from '@hono/node-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuthRequestError, createHttpAuth } from '../../../src-adapters/http/index.js'
import { createMemoryWallet, TEST_ACCOUNT, type MemoryWallet } from '../../../src-adapters/memory/index.js'
import { SIGN_IN_MESSAGES, SIGN_OUT_FAILED, SignInService } from '../../../src-domain/index.js'
import { createAuthApp } from '../../../src/server/app.js'
import { deriveAuthKeys } from '../../../src/server/auth-secret.js'
import { newSessionId, sealSession } from '../../../src/server/session-cookie.js'
import { createMemoryRevocations } from '../../../src/server/stores/memory.js'
import type { RevocationStore } from '../../../src/server/stores/types.js'

/** Real sockets on 127.0.0.1, ports from the OS: what the browser meets when the sign-in server is down, hung or failing. */
const servers: Server[] = []
const sockets = new Set<Socket>()

async function listenOn(server: Server): Promise<string> {
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Accepts every request and never answers. */
const hungServer = () => listenOn(createServer(() => {}))

/** A port that was just free: nothing listens, connections are refused. */
async function refusedUrl(): Promise<string> {
  const server = createServer()
  const url = await listenOn(server)
  await new Promise((resolve) => server.close(resolve))
  return url
}

let wallet: MemoryWallet
beforeEach(async () => {
  wallet = createMemoryWallet({ connectDelayMs: 0 })
  await wallet.connect('mock')
})
afterEach(async () => {
  for (const socket of sockets) socket.destroy()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** Short where a server never answers, so the case does not wait the product's 10 s; a real server gets the full limit. */
const authAt = (baseUrl: string, fetchImpl?: typeof fetch, timeoutMs = 300) =>
  createHttpAuth({ baseUrl, origin: () => ({ host: new URL(baseUrl).host, origin: baseUrl }), timeoutMs, ...(fetchImpl ? { fetch: fetchImpl } : {}) })

describe('the sign-in server down or slow (real local HTTP servers)', () => {
  it.each([
    ['refuses connections', refusedUrl],
    ['accepts and never answers', hungServer],
  ])('the server %s → "Error preparing message, please retry!", and a retry asks again', async (_name, start) => {
    const url = await start()
    const auth = authAt(url)
    await expect(auth.getNonce()).rejects.toBeInstanceOf(AuthRequestError)
    const signIn = new SignInService({ auth, wallet })
    await signIn.prepare()
    expect(signIn.getState()).toMatchObject({ nonce: { status: 'error' }, error: SIGN_IN_MESSAGES.nonceFailed })
    // The dialog's button retries through signIn(): without a nonce it fetches one again.
    await signIn.signIn({ address: TEST_ACCOUNT, chainId: 31337 })
    expect(signIn.getState()).toMatchObject({ nonce: { status: 'error' }, error: 'Error preparing message, please retry!' })
  })

  it('every call gives up after the timeout: a hung server does not hold verify, session or sign-out', async () => {
    const auth = authAt(await hungServer())
    await expect(auth.verify({ message: 'm', signature: '0x00' })).rejects.toThrow('The auth API did not answer within 300 ms.')
    await expect(auth.getSession()).rejects.toThrow('The auth API did not answer within 300 ms.')
    await expect(auth.signOut()).rejects.toThrow('The auth API did not answer within 300 ms.')
  })
})

describe('a sign-out the server cannot record', () => {
  it('the real auth API with its session store failing: 503, the cookie kept, and "Could not sign out, please retry!" until a retry ends the session', async () => {
    const working = createMemoryRevocations()
    let storeDown = false
    const revocations: RevocationStore = {
      revoke: (...args) => (storeDown ? Promise.reject(new Error('ECONNREFUSED')) : working.revoke(...args)),
      signedOutAt: (account) => working.signedOutAt(account),
    }
    let url = ''
    const secret = 'a test secret of at least thirty-two characters'
    const app = createAuthApp({ origins: ['http://127.0.0.1'], chains: [], revocations, secret })
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    servers.push(server as Server)
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    // A browser's cookie jar in front of Node's fetch: the cookie travels, and the answer's Set-Cookie applies.
    const session = { id: newSessionId(), address: TEST_ACCOUNT, chainId: 31337, issuedAt: Date.now() - 1, expiresAt: Date.now() + 60_000 }
    let cookie = `siwe-session=${sealSession(deriveAuthKeys(secret).session, session)}`
    const setCookies: string[] = []
    const withCookies: typeof fetch = async (input, init) => {
      const response = await fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } })
      for (const set of response.headers.getSetCookie()) {
        setCookies.push(set)
        if (set.startsWith('siwe-session=;')) cookie = ''
      }
      return response
    }
    const signIn = new SignInService({ auth: authAt(url, withCookies, 10_000), wallet })

    storeDown = true
    await signIn.signOut()
    expect(signIn.getState()).toMatchObject({ session: null, authentication: 'unauthenticated', signOutError: SIGN_OUT_FAILED })
    expect(SIGN_OUT_FAILED).toBe('Could not sign out, please retry!')
    // The session is still open on the server, so the cookie stays for the retry to send.
    expect(setCookies).toEqual([])
    const sealed = cookie

    storeDown = false
    await signIn.signOut()
    expect(signIn.getState().signOutError).toBeUndefined()
    expect(setCookies.at(-1)).toMatch(/^siwe-session=; Max-Age=0/)
    // The retry recorded it: a copy of the cookie opens nothing.
    cookie = sealed
    expect(await (await withCookies(`${url}/api/auth/session`)).json()).toEqual({ session: null })
  })
})
