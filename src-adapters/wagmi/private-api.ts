import type { Config, Connector, CreateConnectorFn } from '@wagmi/core'

/**
 * The only place this backend reaches past wagmi's public API; test/adapters/wagmi/private-api.test.ts
 * fails the day wagmi changes any of it.
 *
 * - Connectors are made per wallet as wallets announce themselves, after `createConfig`; wagmi has
 *   no public call for that, only the `_internal.connectors.setup` its own EIP-6963 discovery uses.
 * - A connect abandoned at the relay timeout leaves wagmi's status at `connecting`, and a restore
 *   of a wallet that forgot the app leaves a connection without accounts; `setState` (public on
 *   the config, though not documented for apps) puts back what is true.
 */
export function setUpConnector(config: Config, fn: CreateConnectorFn): Connector {
  return config._internal.connectors.setup(fn)
}

/** After an abandoned connect: connected if a connection is current, else disconnected. */
export function settleStatus(config: Config): void {
  config.setState((state) => ({ ...state, status: state.current ? 'connected' : 'disconnected' }))
}

/** Nothing is connected: no connections, none current. */
export function clearConnections(config: Config): void {
  config.setState((state) => ({ ...state, connections: new Map(), current: null, status: 'disconnected' }))
}
