import { BaseError } from './errors/base.js'
import { createStore, type ReadableStore, type Store } from './store.js'

/** The reason a service's signal carries when it stops: waits it was running end with it. */
export class ServiceStoppedError extends BaseError {
  override name = 'ServiceStoppedError'
  constructor() {
    super('The service stopped.')
  }
}

/** How every domain service is run: what the app shell and tests hold. */
export interface ServiceLifecycle {
  /** Holds the service running; returns the release. */
  start(): () => void
  /** Ends the run now, whoever holds it. */
  stop(): void
  readonly running: boolean
}

/**
 * The one lifecycle of the domain services, after TanStack Query's Subscribable: a service's work
 * (following wallet events, other tabs, receipts) starts with its first holder, a subscriber or a
 * `start()` call, and stops after the last one lets go. Stopping aborts the run's signal, so every
 * wait the run started ends with it; the next holder starts a fresh run.
 */
export abstract class Service<T> implements ReadableStore<T>, ServiceLifecycle {
  protected readonly store: Store<T>
  readonly #initial: T
  #holders = 0
  /** Bumped by `stop()`, so a release handed out before it cannot end a later run. */
  #generation = 0
  #run: { controller: AbortController; end: () => void } | undefined

  constructor(initial: T) {
    this.store = createStore(initial)
    this.#initial = initial
  }

  getState = (): T => this.store.getState()

  /** The state the service was made with (see ReadableStore.getInitialState). */
  getInitialState = (): T => this.#initial

  /** Listens and holds the service running until the returned function is called. */
  subscribe = (listener: () => void): (() => void) => {
    const unsubscribe = this.store.subscribe(listener)
    const release = this.start()
    return () => {
      unsubscribe()
      release()
    }
  }

  /** Holds the service running without listening (the app shell holds every service this way). Returns the release; calling it twice counts once. */
  start(): () => void {
    const generation = this.#generation
    if (this.#holders++ === 0) this.#begin()
    let released = false
    return () => {
      if (released || generation !== this.#generation) return
      released = true
      if (--this.#holders === 0) this.stop()
    }
  }

  /** Ends the run now, whoever still holds it: its signal aborts, and with it every wait it began. */
  stop(): void {
    const run = this.#run
    this.#generation++
    this.#holders = 0
    this.#run = undefined
    if (!run) return
    run.controller.abort(new ServiceStoppedError())
    run.end()
  }

  /** Whether a run is under way (someone holds the service). */
  get running(): boolean {
    return this.#run !== undefined
  }

  /** The current run's signal; undefined while stopped, when no work may begin. */
  protected get signal(): AbortSignal | undefined {
    return this.#run?.controller.signal
  }

  /** Begins the work; returns what ends it. `signal` aborts when the run stops. */
  protected abstract onStart(signal: AbortSignal): () => void

  #begin(): void {
    const controller = new AbortController()
    // Set before onStart: the work it begins at once reads `signal`.
    const run = { controller, end: () => {} }
    this.#run = run
    const end = this.onStart(controller.signal)
    if (this.#run === run) run.end = end
    else end()
  }
}

/** An AbortController that also aborts when `parent` does; `release()` detaches it once its wait is over. */
export function childController(parent: AbortSignal): { controller: AbortController; release: () => void } {
  const controller = new AbortController()
  const abort = () => controller.abort(parent.reason)
  if (parent.aborted) abort()
  else parent.addEventListener('abort', abort, { once: true })
  return { controller, release: () => parent.removeEventListener('abort', abort) }
}
