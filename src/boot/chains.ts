import type { StandInChain } from './stand-in.js'

declare const __RPGF_BOOT_CHAINS__: readonly StandInChain[]

/** The app's chains as the build's configuration names them (set by the bundler, src/build/boot-script.ts). */
export const BOOT_CHAINS: readonly StandInChain[] = __RPGF_BOOT_CHAINS__
