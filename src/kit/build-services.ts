import type { ContainerModule } from 'inversify'
import type { AuthPort, StoragePort } from '../../src-domain/index.js'
import type { AppServices } from '../../src-ui/services.js'
import type { Backend } from '../backends/index.js'
import { createAppContainer } from '../container.js'
import { resolveServices, type ServiceOptions } from '../services.js'
import type { ServicesConfig } from '../tokens.js'

/** What the testing entry and the app's own tests put in place of the real parts. */
export interface ServiceParts extends ServiceOptions {
  storage: StoragePort
  /** The backend's code, loaded now (a dynamic import). */
  load?: () => Promise<Backend>
  /** Ports bound directly, in place of a backend. */
  backend?: ContainerModule
  auth?: AuthPort
}

/** The container over the config and parts, kept inside: what comes out is the services the UI is handed. */
export async function buildServices(config: ServicesConfig, parts: ServiceParts): Promise<AppServices> {
  const container = await createAppContainer({ config, ...parts })
  return resolveServices(container, config)
}
