/** The dependency rule of DESIGN.md section 1; `npm run lint` (and so `npm test`) fails on a break. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src-domain imports only src-domain: no libraries, no Node built-ins.',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { pathNot: '^src-domain/' },
    },
    {
      name: 'domain-no-platform-globals',
      comment: 'Node built-ins are the platform; they enter through ports.',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-not-ui-or-composition',
      severity: 'error',
      from: { path: '^src-adapters/' },
      to: { path: '^(src-ui|src)/' },
    },
    {
      name: 'adapters-not-other-adapters',
      comment:
        'A backend builds on the domain, its library and the injected-wallet kernel (src-adapters/injected), never on another backend; the kernel imports no backend.',
      severity: 'error',
      from: { path: '^src-adapters/([^/]+)/' },
      to: { path: '^src-adapters/', pathNot: ['^src-adapters/$1/', '^src-adapters/injected/'] },
    },
    {
      name: 'kernel-not-backends',
      comment: 'The injected-wallet kernel is library-free and stands alone.',
      severity: 'error',
      from: { path: '^src-adapters/injected/' },
      to: { path: ['^src-adapters/(?!injected/)', 'node_modules/'] },
    },
    {
      name: 'ui-not-adapters',
      severity: 'error',
      from: { path: '^src-ui/' },
      to: { path: '^(src-adapters|src)/' },
    },
    {
      name: 'ui-no-wallet-libraries',
      severity: 'error',
      from: { path: '^src-ui/' },
      to: { path: 'node_modules/(viem|wagmi|@wagmi|ethers|inversify)/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The bench's RainbowKit app is a separate package with its own install: not this app's code.
    exclude: { path: '^test/bench/rainbowkit-app/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] },
  },
}
