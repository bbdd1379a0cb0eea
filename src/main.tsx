import { createStartLoader } from './start-loader.js'
import { bootPeeked, bootPreloaded, bootReconnecting, noteShellFocus, shellClicked } from '../src-ui/shell-handoff.js'
import { whenIdle } from '../src-ui/idle.js'
import { prefetchMessages } from '../src-ui/i18n/prefetch.js'
import { RECONNECT_PRELOAD_META } from '../src-ui/start-protocol.js'
// The config the build read from the env, and the chosen backend's loader: no other backend is named here.
import { config, loadWalletBackend } from 'virtual:app-config'

// The browser entry. Until React runs, the page is the HTML shell: the header and a working
// `Connect Wallet` drawn by the build, which the boot script (src/boot) keeps: a click draws the
// connect dialog's frame at once. React DOM's evaluation is the start's one long piece of work (over
// 100 ms on a slow phone, and it cannot be split), so it waits until it is wanted: for a remembered
// wallet once the boot script has drawn its account, at once for a development page, on a click on `Connect Wallet` (after the frame it draws
// is painted), when another tab changes what is stored, or else once the page has been on screen
// for a few seconds and is idle. React then draws the header with the texts and the theme (the start
// screen), and the app (the container, the services, the dialogs, the wallet backend: ./app.tsx)
// follows: at once when it is wanted, otherwise when the page is next idle.
const element = document.getElementById('root')
if (!element) throw new Error('index.html has no #root element.')
const devPage = (import.meta.env.DEV || import.meta.env.VITE_DEV_PAGES === 'on') && new URLSearchParams(location.search).get('dev') !== null

/** Runs `run` in a task after the next frame is painted. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run))

/**
 * When the page's first frame was on screen, by the paint timing, once the browser has reported it
 * (a frame's callbacks run before it is presented, so they are no measure of that); now in a browser
 * that keeps no paint timing.
 */
function firstPaintTime(): Promise<number> {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve(performance.now())
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const times = list.getEntries().map((entry) => entry.startTime)
      if (times.length === 0) return
      observer.disconnect()
      resolve(Math.min(...times))
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

/**
 * After the load event and the frame painted after it, and at least `delayMs` after the page's first
 * paint, when the main thread is idle.
 */
function afterLoadWhenIdle(run: () => void, delayMs = 0): void {
  const painted = () =>
    afterPaint(() => {
      const idle = () => whenIdle(run, IDLE_LOAD_TIMEOUT_MS)
      if (delayMs === 0) return idle()
      void firstPaintTime().then((at) => setTimeout(idle, Math.max(0, at + delayMs - performance.now())))
    })
  if (document.readyState === 'complete') painted()
  else addEventListener('load', painted, { once: true })
}
/** The longest the app waits for an idle moment after the load: a page busy for longer gets it anyway. */
const IDLE_LOAD_TIMEOUT_MS = 2000
/**
 * How long the shell alone serves a visitor who has not asked for anything: the first seconds on
 * screen, when a visitor reads and reaches for the button, hold no long task.
 */
const SHELL_ALONE_MS = 3000

/** Resolves when React is wanted (see above); at once when it already is. */
function reactWanted({ reconnecting, early }: { reconnecting: boolean; early: boolean }): Promise<void> {
  // A remembered wallet: once the boot script has drawn its account (or found it gone) and that is painted.
  if (reconnecting) return bootPeeked().then(() => new Promise((resolve) => afterPaint(resolve)))
  if (early) return Promise.resolve()
  return new Promise((resolve) => {
    // The boot script's listener, added before this one, has recorded the click and drawn the frame.
    const onClick = () => {
      if (!shellClicked()) return
      document.removeEventListener('click', onClick, { capture: true })
      afterPaint(resolve)
    }
    document.addEventListener('click', onClick, { capture: true })
    addEventListener('storage', () => resolve(), { once: true })
    afterLoadWhenIdle(resolve, SHELL_ALONE_MS)
  })
}

const reconnecting = bootReconnecting()
noteShellFocus()
// The visitor's language comes with the start screen's first render: the shell already shows it (the boot script's table).
const messages = prefetchMessages(config.locale)
const early = reconnecting || devPage || shellClicked()
await reactWanted({ reconnecting, early })
// A remembered wallet: the boot script links the modules React and the app need, one a task (React's
// list first). Imported before that is over, they would be asked for all at once, in one task (a long
// one on a slow phone).
if (reconnecting) await bootPreloaded(RECONNECT_PRELOAD_META)
// The boot script has fetched the backend's modules already: this evaluates them beside React, not after the app.
if (reconnecting) loadWalletBackend().catch(() => undefined)
// React, React DOM and the start screen in a module of their own, evaluated only now.
const [{ createRoot, renderStartScreen }] = await Promise.all([import('./start-screen.js'), messages])
const root = createRoot(element)
const load = createStartLoader(async () => {
  const { mountApp } = await import('./app.js')
  await mountApp(root, config, loadWalletBackend)
})
renderStartScreen(root, {
  appName: config.appName,
  chains: config.chains,
  theme: config.theme,
  reconnecting,
  settled: shellClicked(),
  load,
  ...(config.locale ? { locale: config.locale } : {}),
})
// The app follows at once when it was asked for (a click, a remembered wallet), else once the page is next idle.
if (early || shellClicked()) void load().catch(() => undefined)
else afterLoadWhenIdle(() => void load().catch(() => undefined))
// Another tab connected or disconnected: this one follows once its app is in.
addEventListener('storage', () => void load().catch(() => undefined), { once: true })
