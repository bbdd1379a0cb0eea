import { ProjectIdMissingError } from '../errors/config.js'

/** The example id published in WalletConnect's docs; it works nowhere but in demos. */
export const EXAMPLE_PROJECT_ID = '21fef48091f12692cad574a6f7753643'
const PLACEHOLDER_IDS = new Set(['', 'YOUR_PROJECT_ID', 'your-project-id', 'PROJECT_ID', EXAMPLE_PROJECT_ID])

/**
 * The WalletConnect project id rule: missing or empty fails; a placeholder or the example id
 * only warns, so a demo still runs. Returns the trimmed id.
 */
export function checkProjectId(projectId: string | undefined | null, warn: (message: string) => void): string {
  const id = (projectId ?? '').trim()
  if (!id) throw new ProjectIdMissingError()
  if (PLACEHOLDER_IDS.has(id)) {
    warn('Using a placeholder WalletConnect projectId. WalletConnect may not work reliably: get your own projectId at cloud.reown.com.')
  }
  return id
}
