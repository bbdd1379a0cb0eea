// The habits `npm test` checks beyond the compiler: React's rules of hooks and the promise rules
// that need types. Only the rules named here run; no preset is taken whole, so nothing is turned
// off from one. The React Compiler's rules (in eslint-plugin-react-hooks' `recommended`) are left
// out: this app is not compiled by it.
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig([
  {
    // Packages of their own, with their own installs (as in .dependency-cruiser.cjs), and build output.
    ignores: ['test/consumer/**', 'test/next-app/**', 'test/bench/rainbowkit-app/**', 'dist/**', 'lib/**', 'coverage/**', 'artifacts/**'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      // The types come from tsconfig.json, the one the typecheck uses.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits or catches loses its rejection; `void` says it is meant.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (an event handler, an effect): its rejection goes nowhere.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Where React components and hooks are written. The tests' `.ts` files hold none: their `use…`
    // helpers (`useAppSuite`, `useSignInSuite`) set up vitest suites and are not hooks.
    files: ['src/**/*.{ts,tsx}', 'src-ui/**/*.{ts,tsx}', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, not React's default warning: an effect that misses a dependency reads stale values.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One view of the connection: the UI's deferral and pacing live in its module, nowhere else.
    files: ['src/**/*.{ts,tsx}', 'src-ui/**/*.{ts,tsx}'],
    ignores: ['src-ui/hooks/use-connection.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useDeferredValue'],
              message: 'Read the settled connection from src-ui/hooks/use-connection.ts (useSettledConnection).',
            },
          ],
          patterns: [{ regex: 'paced-store(\\.js)?$', message: 'The paced connection is built once, in src-ui/hooks/use-connection.ts (useConnection).' }],
        },
      ],
    },
  },
])
