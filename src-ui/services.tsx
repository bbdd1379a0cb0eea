import type { ReactNode } from 'react'
import { ConnectionViewProvider, type ReadAhead } from './hooks/use-connection.js'
import { ServicesContext, type AppServices } from './services-context.js'

export { useOptionalServices, useServices, type AppServices } from './services-context.js'

/** The services, and the one view of their connection that every component reads. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesScope services={services}>{children}</ServicesScope>
}

/** ServicesProvider, with what a picked account's view reads ahead (the provider's balance). */
export function ServicesScope({ services, readAhead, children }: { services: AppServices; readAhead?: ReadAhead; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <ConnectionViewProvider connection={services.connection} readAhead={readAhead}>
        {children}
      </ConnectionViewProvider>
    </ServicesContext.Provider>
  )
}
