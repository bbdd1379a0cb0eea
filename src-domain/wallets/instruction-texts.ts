/**
 * The setup steps' texts, `{wallet}` standing for the wallet's name. Exported so a display layer
 * can recognise them (and show them in another language) without keeping a copy.
 */
export const INSTRUCTION_TEXTS = {
  openApp: 'Open the {wallet} app',
  openAppText: 'We recommend putting {wallet} on your home screen for quicker access to your wallet.',
  installExtension: 'Install the {wallet} extension',
  installExtensionText: 'We recommend putting {wallet} on your taskbar for quicker access to your wallet.',
  create: 'Create or Import a Wallet',
  createText: 'Be sure to back up your wallet using a secure method. Never share your secret phrase with anyone.',
  scan: 'Tap the scan button',
  scanText: 'After you scan, a connection prompt will appear for you to connect your wallet.',
  refresh: 'Refresh your browser',
  refreshText: 'Once you set up your wallet, click below to refresh the browser and load up the extension.',
} as const
