import { freePorts } from '../../src/server/cluster/free-ports.js'

/**
 * The one place tests get TCP ports: the operating system hands out free ones (port 0), so two
 * test runs on one machine, or two files in one run, never ask for the same port. Servers that
 * can listen on port 0 themselves should; this is for those that need the number first (anvil,
 * redis-server, a origin written into a build or a SIWE message before the server starts).
 */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1)
  return port as number
}

/** `count` distinct free loopback ports, held open together so none is handed out twice. */
export { freePorts }

/** Free ports by name: `const PORTS = await namedPorts('chain', 'http')`. */
export async function namedPorts<const Name extends string>(...names: Name[]): Promise<Record<Name, number>> {
  const ports = await freePorts(names.length)
  return Object.fromEntries(names.map((name, i) => [name, ports[i]])) as Record<Name, number>
}
