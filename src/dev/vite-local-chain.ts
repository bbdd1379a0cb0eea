import type { Plugin } from 'vite'
import { remoteChainId, startLocalChain, type LocalChain } from './local-chain.js'

export interface LocalChainPluginOptions {
  /** Default 8545: the local chain's RPC URL in src-domain/chains (http://127.0.0.1:8545). */
  port?: number
  /** Another node than 127.0.0.1:<port> (`LOCAL_CHAIN_URL`); the app's chain 31337 then reads from it too. */
  url?: string
  /** Default 31337 (the local chain's id). */
  chainId?: number
  /** `false` (`LOCAL_CHAIN=off`): no node is started or asked. */
  enabled?: boolean
}

export const DEV_LOCAL_CHAIN_PORT = 8545
export const DEV_LOCAL_CHAIN_ID = 31337

/** Where anvil can be started for `url`: a plain-http URL on this machine, by its port. */
function startablePort(url: URL): number | undefined {
  if (url.protocol !== 'http:' || (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')) return undefined
  return url.port === '' ? 80 : Number(url.port)
}

/**
 * `npm start` starts the local chain (DESIGN.md section 6): in `vite` serve mode only, anvil on
 * 127.0.0.1:<port> with the chain id, or the node already answering there with that chain id
 * (a second `npm start`, a node started by hand), which is then left running. A node started
 * here stops when the dev server closes. When anvil is missing or the port holds another chain
 * the server still starts and says why: the in-memory backend needs no chain. With `url` the node
 * is looked for there (and started on its port when it is this machine's); with `enabled: false`
 * nothing is started or asked.
 */
export function localChainPlugin(options: LocalChainPluginOptions = {}): Plugin {
  const chainId = options.chainId ?? DEV_LOCAL_CHAIN_ID
  const url = options.url ?? `http://127.0.0.1:${options.port ?? DEV_LOCAL_CHAIN_PORT}`
  let chain: LocalChain | undefined
  const onExit = () => void chain?.stop()
  return {
    name: 'retropgf-local-chain',
    apply: 'serve',
    config() {
      // The app reads chain 31337 where the node is; an explicit VITE_RPC_URL_31337 still wins.
      if (options.enabled !== false && options.url !== undefined) process.env[`VITE_RPC_URL_${chainId}`] ??= options.url
    },
    async configureServer(server) {
      const log = server.config.logger
      if (options.enabled === false) {
        log.info('  local chain: off (LOCAL_CHAIN=off); no node started or asked')
        return
      }
      const answered = await remoteChainId(url)
      if (answered === chainId) {
        log.info(`  local chain: reusing the node at ${url} (chain ${chainId})`)
        return
      }
      if (answered !== undefined) {
        log.warn(`  local chain: ${url} answers chain ${answered}, not ${chainId}; the local chain is not available.`)
        return
      }
      const port = startablePort(new URL(url))
      if (port === undefined) {
        log.warn(`  local chain: nothing answers at ${url}, and anvil is only started on this machine; the local chain is not available.`)
        return
      }
      try {
        chain = await startLocalChain({ port, chainId })
      } catch (error) {
        log.warn(`  local chain: not started (${error instanceof Error ? error.message : String(error)})`)
        return
      }
      log.info(`  local chain: anvil at ${url} (chain ${chainId})`)
      // Vite ends the process on SIGTERM after closing the server, and on Ctrl-C without closing it.
      process.once('exit', onExit)
    },
    // server.close() (and so SIGTERM) runs closeBundle in serve mode and waits for it.
    async closeBundle() {
      process.off('exit', onExit)
      await chain?.stop()
      chain = undefined
    },
  }
}
