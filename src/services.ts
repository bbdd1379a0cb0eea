import type { Container, ServiceIdentifier } from 'inversify'
import { ConnectionService, NameService, SignInService, TransactionService } from '../src-domain/index.js'
import type { AppServices } from '../src-ui/services.js'
import { TOKENS, type ServicesConfig } from './tokens.js'

export interface DomainServices {
  connection: ConnectionService
  signIn: SignInService
  transactions: TransactionService
}

export type ServiceName = keyof DomainServices

/** What the composition root may tune in a service (tests poll receipts faster). */
export interface ServiceOptions {
  /** How often a receipt wait asks the chain again; the domain's default (2 s) unless given. */
  receiptPollingMs?: number
}

interface ServiceEntry<S> {
  token: ServiceIdentifier<S>
  /** Off when this says so: nothing is bound and the UI is not handed it. On unless given. */
  enabled?: (config: ServicesConfig) => boolean
  /** Builds the service from the container's ports and services; no work starts here (see the domain's Service). */
  create(get: <T>(token: ServiceIdentifier<T>) => T, options: ServiceOptions): S
}

/**
 * The domain services, written once: the container binds what is listed here, the UI is handed
 * it, and the app shell holds every one of them running through `AppServices.start`.
 */
export const SERVICES: { readonly [K in ServiceName]: ServiceEntry<DomainServices[K]> } = {
  connection: {
    token: TOKENS.Connection,
    create: (get) => new ConnectionService({ wallet: get(TOKENS.Wallet), storage: get(TOKENS.Storage), chains: get(TOKENS.Config).chains }),
  },
  signIn: {
    token: TOKENS.SignIn,
    // Sign-in is optional: off, its service and AuthPort are never built.
    enabled: (config) => config.signIn,
    create: (get) =>
      new SignInService({ auth: get(TOKENS.Auth), wallet: get(TOKENS.Wallet), storage: get(TOKENS.Storage), connection: get(TOKENS.Connection) }),
  },
  transactions: {
    token: TOKENS.Transactions,
    create: (get, { receiptPollingMs }) =>
      new TransactionService({
        storage: get(TOKENS.Storage),
        rpc: get(TOKENS.ChainRpc),
        connection: get(TOKENS.Connection),
        ...(receiptPollingMs !== undefined ? { receiptPollingMs } : {}),
      }),
  },
}

/** The names of the services the config turns on, in list order. */
export function enabledServices(config: ServicesConfig): ServiceName[] {
  return (Object.keys(SERVICES) as ServiceName[]).filter((name) => SERVICES[name].enabled?.(config) ?? true)
}

function resolveDomain(container: Container, config: ServicesConfig): Partial<DomainServices> {
  const domain: Partial<DomainServices> = {}
  const resolve = <K extends ServiceName>(name: K) => {
    domain[name] = container.get(SERVICES[name].token)
  }
  enabledServices(config).forEach(resolve)
  return domain
}

/** What the UI is handed: the container's services, resolved once. */
export function resolveServices(container: Container, config: ServicesConfig): AppServices {
  const domain = resolveDomain(container, config)
  const { connection, transactions, signIn } = domain
  if (!connection || !transactions) throw new Error('The connection and transaction services cannot be turned off.')
  const held = Object.values(domain)
  return {
    appName: config.appName,
    chains: config.chains,
    wallet: container.get(TOKENS.Wallet),
    rpc: container.get(TOKENS.ChainRpc),
    storage: container.get(TOKENS.Storage),
    connection,
    transactions,
    ...(signIn ? { signIn } : {}),
    ...(config.names ? { names: new NameService(config.names) } : {}),
    start() {
      const releases = held.map((service) => service.start())
      return () => releases.forEach((release) => release())
    },
  }
}
