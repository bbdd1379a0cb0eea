import { NAME_MAX_LENGTH } from '../constants.js'

/**
 * Cuts a dotted name (an ENS name) whose part before the last dot is longer than 24 characters:
 * `averyveryverylongnameindeed.eth` → `averyveryverylongnameind...`. The last label goes too, as in
 * the app this replaces (DESIGN.md section 4), so a cut name is never longer than 27 characters.
 * A name without a dot is returned as is.
 */
export function truncateName(name: string): string {
  const dot = name.lastIndexOf('.')
  if (dot < 0) return name
  const head = name.slice(0, dot)
  if (head.length <= NAME_MAX_LENGTH) return name
  return `${head.slice(0, NAME_MAX_LENGTH)}...`
}
