import { walkCauses } from './thrown.js'

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
   * Follows what this error wraps as viem's BaseError does: with no predicate, the innermost link;
   * with one, the first link (this error included) it accepts, or null. A view of the one reader of
   * thrown values ({@link errorLinks}): a cycle ends the walk, and wrappers other than `cause`
   * (an ethers error's `error`, a wallet's `data.originalError`) are followed too.
   */
  walk(): unknown
  walk(accept: (error: unknown) => boolean): unknown
  walk(accept?: (error: unknown) => boolean): unknown {
    return walkCauses(this, accept)
  }
}

/** The class {@link errorClass} makes: `name` is the class's own, as wagmi's errors narrow by it. */
export type NamedErrorClass<N extends string, Args extends unknown[]> = new (...args: Args) => BaseError & { name: N }

/**
 * Most domain errors are a fixed name and a short message and nothing more; this writes that shape
 * once. `class X extends errorClass('X', 'Message.') {}` is built as `new X({ cause })`; with a
 * message made from a value, `new X(value, { cause })`. A class needing more fields adds them.
 */
export function errorClass<const N extends string>(name: N, shortMessage: string): NamedErrorClass<N, [options?: BaseErrorOptions]>
export function errorClass<const N extends string, V>(name: N, shortMessage: (value: V) => string): NamedErrorClass<N, [value: V, options?: BaseErrorOptions]>
export function errorClass(name: string, shortMessage: string | ((value: unknown) => string)) {
  return class extends BaseError {
    override name = name
    constructor(...args: [unknown, BaseErrorOptions?]) {
      const fixed = typeof shortMessage === 'string'
      super(fixed ? shortMessage : shortMessage(args[0]), (fixed ? args[0] : args[1]) as BaseErrorOptions | undefined)
    }
  }
}
