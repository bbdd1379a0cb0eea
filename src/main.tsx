import { startTransition, StrictMode } from 'react'
import { createStartLoader } from './start-loader.js'
import { StartShell } from '../src-ui/StartShell.js'
import { bootReconnecting, noteShellFocus, shellClicked } from '../src-ui/shell-handoff.js'
import { whenIdle } from '../src-ui/hooks/use-idle.js'
// The config the build read from the env, and the chosen backend's loader: no other backend is named here.
import { config, loadWalletBackend } from 'virtual:app-config'

// The browser entry: the header and `Connect Wallet` drawn by React with the texts and the theme,
// nothing else. The app (the container, the services, the dialogs, the wallet backend: ./app.tsx)
// loads at once for a remembered wallet, a click already made or a development page; otherwise once
// the page has loaded, painted and gone idle (so a click on `Connect Wallet` opens the dialog in the
// next frame), or sooner on the visitor's intent, or when another tab changes what is stored.
const element = document.getElementById('root')
if (!element) throw new Error('index.html has no #root element.')
// React DOM is evaluated in a task of its own (a dynamic import): with this module's own graph in
// the same task, the start held the main thread for over 50 ms on a slow machine.
const { createRoot } = await import('react-dom/client')
const root = createRoot(element)
const devPage = (import.meta.env.DEV || import.meta.env.VITE_DEV_PAGES === 'on') && new URLSearchParams(location.search).get('dev') !== null

/** After the load event and the frame painted after it, when the main thread is idle: never before the first paint. */
function afterLoadWhenIdle(run: () => void): void {
  const painted = () => requestAnimationFrame(() => setTimeout(() => whenIdle(run, IDLE_LOAD_TIMEOUT_MS)))
  if (document.readyState === 'complete') painted()
  else addEventListener('load', painted, { once: true })
}
/** The longest the app waits for an idle moment after the load: a page busy for longer gets it anyway. */
const IDLE_LOAD_TIMEOUT_MS = 2000

const load = createStartLoader(async () => {
  const { mountApp } = await import('./app.js')
  await mountApp(root, config, loadWalletBackend)
})

const reconnecting = bootReconnecting()
noteShellFocus()
if (reconnecting) {
  // The backend is fetched beside the app rather than after it: one round trip less to the account.
  loadWalletBackend().catch(() => undefined)
}
if (reconnecting || devPage || shellClicked()) void load().catch(() => undefined)
else afterLoadWhenIdle(() => void load().catch(() => undefined))
// Another tab connected or disconnected: this one follows once its app is in.
addEventListener('storage', () => void load().catch(() => undefined), { once: true })

// A transition: React renders in slices, so the first screen never holds the main thread for long.
startTransition(() =>
  root.render(
    <StrictMode>
      <StartShell
        appName={config.appName}
        chains={config.chains}
        theme={config.theme}
        reconnecting={reconnecting}
        load={load}
        {...(config.locale ? { locale: config.locale } : {})}
      />
    </StrictMode>,
  ),
)
