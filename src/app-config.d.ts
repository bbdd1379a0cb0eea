// The module src/build/app-config-plugin.ts writes for the page.
declare module 'virtual:app-config' {
  /** The app's config, read from the env by the build. */
  export const config: import('./config.js').AppConfig
  /** The chosen backend's module: the one backend the page can load. */
  export const loadWalletBackend: () => Promise<import('./kit/create-wallet-services.js').BackendModule>
}
