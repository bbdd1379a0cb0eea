/** The connect dialog's steps, as the app this replaces named them. */
export const WalletStep = {
  None: 'NONE',
  LearnCompact: 'LEARN_COMPACT',
  Get: 'GET',
  Connect: 'CONNECT',
  DownloadOptions: 'DOWNLOAD_OPTIONS',
  Download: 'DOWNLOAD',
  InstructionsMobile: 'INSTRUCTIONS_MOBILE',
  InstructionsExtension: 'INSTRUCTIONS_EXTENSION',
} as const

export type WalletStep = (typeof WalletStep)[keyof typeof WalletStep]

export const WALLET_STEPS: readonly WalletStep[] = Object.values(WalletStep)
