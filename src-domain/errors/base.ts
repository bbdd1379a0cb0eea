export interface BaseErrorOptions {
  cause?: unknown
  details?: string
}

/** Root of every error the domain raises: a fixed `name`, a short human message, optional details. */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
  }

  /**
   * Follows `cause` links as viem's BaseError does: with no predicate, the innermost cause; with
   * one, the first link (this error included) it accepts, or null. A cycle ends the walk.
   */
  walk(): unknown
  walk(accept: (error: unknown) => boolean): unknown
  walk(accept?: (error: unknown) => boolean): unknown {
    return walkCauses(this, accept)
  }
}

/** {@link BaseError.walk} for any thrown value: wallets and libraries throw plain objects too. */
export function walkCauses(error: unknown, accept?: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>()
  let current = error
  for (;;) {
    if (accept?.(current)) return current
    seen.add(current)
    const cause = readCause(current)
    if (cause === undefined || cause === null || seen.has(cause)) return accept ? null : current
    current = cause
  }
}

/** A throwing getter or proxy reads as no cause. */
function readCause(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined
  try {
    return (error as { cause?: unknown }).cause
  } catch {
    return undefined
  }
}
