import type { ReactNode } from 'react'
import { ConnectionViewProvider } from './hooks/use-connection.js'
import { ServicesContext, type AppServices } from './services-context.js'

export { useOptionalServices, useServices, type AppServices } from './services-context.js'

/** The services, and the one view of their connection that every component reads. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <ConnectionViewProvider connection={services.connection}>{children}</ConnectionViewProvider>
    </ServicesContext.Provider>
  )
}
