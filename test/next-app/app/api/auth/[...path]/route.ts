import { createAuthHandler } from 'retropgf-connect/server'

// The sign-in API, as `npm run serve` runs it: every option left out comes from the env
// (APP_ORIGIN, AUTH_SECRET, REDIS_URL, the AUTH_* limits). The chains a session may be for:
const handler = createAuthHandler({ chains: [{ id: 31337, rpcUrls: ['http://127.0.0.1:8545'] }] })

export { handler as GET, handler as POST }
