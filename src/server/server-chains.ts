import type { ChainId } from '../../src-domain/index.js'
import { readConfig, type Env } from '../config.js'

const text = (env: Env, name: string): string | undefined => {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/**
 * The RPC URLs the server checks contract wallets against: VITE_RPC_URL_<id> alone when it is
 * set (the operator's node, never the built-in defaults behind it), else the chain's own list.
 */
export function serverChains(env: Env, dev: boolean): { id: ChainId; rpcUrls: string[] }[] {
  return readConfig(env, { dev }).chains.map((chain) => {
    const override = text(env, `VITE_RPC_URL_${chain.id}`)
    return { id: chain.id, rpcUrls: override ? [override] : [...chain.rpcUrls] }
  })
}
