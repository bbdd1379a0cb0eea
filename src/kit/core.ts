/**
 * The domain core and its ports, for use without React: the services, their states, the chain
 * and wallet definitions, the error classes and the port interfaces a backend implements.
 *
 * @module retropgf-connect/core
 */
export * from '../../src-domain/index.js'
