/** A module that runs React (a context, a hook, a component): it imports React or its JSX runtime for values. */
const REACT_IMPORT = /^import [^;]*? from '(react|react\/jsx-runtime|@tanstack\/react-query[\w/-]*)';$/m

/**
 * Marks a module that runs React as a client module (`'use client'`), module by module as wagmi
 * and TanStack Query do, not the entries as a whole: a server component (Next.js) then imports the
 * provider, the button and the hooks as client references and may call the plain functions of the
 * same entry (`walletConfig`, `cookieToInitialState`) itself. Type-only imports are gone by now.
 */
export function markClientModule(code: string): string {
  return REACT_IMPORT.test(code) && !code.startsWith("'use client'") ? `'use client';\n${code}` : code
}
