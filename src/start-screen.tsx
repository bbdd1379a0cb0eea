import { startTransition, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { StartShell, type StartShellProps } from '../src-ui/StartShell.js'

/**
 * React and the start screen (the header and `Connect Wallet` drawn by React with the texts and
 * the theme), in a module of their own: the entry evaluates them only once React is wanted (see
 * ./main.tsx), and React DOM's evaluation, the start's one long task, is this module's.
 */
export function renderStartScreen(root: Root, props: StartShellProps): void {
  // A transition: React renders in slices, so the first screen never holds the main thread for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <StartShell {...props} />
      </StrictMode>,
    ),
  )
}

export { createRoot }
