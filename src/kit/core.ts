/**
 * The domain core and its ports, for use without React: the services, their states, the chain
 * and wallet definitions, the error classes and the port interfaces a backend implements.
 */
export * from '../../src-domain/index.js'
