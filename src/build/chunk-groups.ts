/**
 * viem's public client: `createPublicClient`, its actions decorator and `simulateCalls`. Only files
 * loaded on demand use them (WalletConnect's AppKit, through viem's index), but the libraries on the
 * connect path import viem through its index, so the bundler would put them in the shared chunk with
 * the rest of viem that a connect, and a remembered wallet's reload, evaluates whole. `simulateCalls`
 * parses six human-readable ABI items and hashes them at its top level: a few milliseconds of main-thread
 * work on a desktop, 15-20 ms on a slow phone, in the task that evaluates the wallet backend.
 */
export const VIEM_PUBLIC_CLIENT =
  /node_modules[\\/]viem[\\/]_esm[\\/](clients[\\/](createPublicClient|decorators[\\/]public)|actions[\\/]public[\\/]simulateCalls)\.js$/

/**
 * The app build's chunk groups (Rolldown's `output.codeSplitting`). The public client's group takes
 * those modules alone, without their dependencies: those stay in the shared chunk, which the group's
 * chunk imports, so nothing on the connect path imports the group's.
 */
export const codeSplitting = {
  groups: [{ name: 'viem-public', test: VIEM_PUBLIC_CLIENT, includeDependenciesRecursively: false }],
}
