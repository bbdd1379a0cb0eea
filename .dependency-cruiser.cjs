/** The dependency rule of DESIGN.md section 1; `npm run lint` (and so `npm test`) fails on a break. */
/** One forbidden import; every one is an error, so a break fails the lint. */
function forbid(name, from, to, comment) {
  return { name, severity: 'error', from, to, ...(comment ? { comment } : {}) }
}

module.exports = {
  forbidden: [
    forbid(
      'domain-is-pure',
      { path: '^src-domain/' },
      { pathNot: '^src-domain/' },
      'src-domain imports only src-domain: no libraries, no Node built-ins.',
    ),
    forbid(
      'domain-no-platform-globals',
      { path: '^src-domain/' },
      { dependencyTypes: ['core'] },
      'Node built-ins are the platform; they enter through ports.',
    ),
    forbid('adapters-not-ui-or-composition', { path: '^src-adapters/' }, { path: '^(src-ui|src)/' }),
    forbid(
      'adapters-not-other-adapters',
      { path: '^src-adapters/([^/]+)/' },
      { path: '^src-adapters/', pathNot: ['^src-adapters/$1/', '^src-adapters/(wallet-kernel|reads)/'] },
      'A backend builds on the domain, its library and the kernels (src-adapters/wallet-kernel for wallets, src-adapters/reads for chain reads), never on another backend; a kernel imports no backend.',
    ),
    forbid(
      'kernel-not-backends',
      { path: '^src-adapters/(wallet-kernel|reads)/' },
      { path: ['^src-adapters/(?!(wallet-kernel|reads)/)', 'node_modules/'], pathNot: 'node_modules/@walletconnect/ethereum-provider/' },
      'The kernels are library-free and stand alone: a backend brings its library to them (a signer, a read transport).',
    ),
    forbid(
      'kernel-walletconnect-on-pick',
      { path: '^src-adapters/(wallet-kernel|reads)/' },
      { path: 'node_modules/@walletconnect/', dynamic: false },
      "WalletConnect's SDK (an optional peer) is the one library a kernel names, as a dynamic import: it loads when a visitor picks WalletConnect.",
    ),
    forbid(
      'kernel-one-door',
      { path: '^(src|src-domain|src-adapters|src-ui)/', pathNot: '^src-adapters/(wallet-kernel|reads|ens)/' },
      { path: '^src-adapters/(wallet-kernel|reads|ens)/', pathNot: '^src-adapters/(wallet-kernel|reads|ens)/index\\.ts$' },
      "A kernel (src-adapters/wallet-kernel, reads, ens) is reached only through its index.ts: what it offers is what that file names. Tests of a kernel's parts may import the part they test.",
    ),
    forbid(
      'kernel-one-door-between-kernels',
      { path: '^src-adapters/(wallet-kernel|reads|ens)/' },
      { path: '^src-adapters/(wallet-kernel|reads|ens)/', pathNot: ['^src-adapters/$1/', '^src-adapters/(wallet-kernel|reads|ens)/index\\.ts$'] },
      'A kernel reaches another kernel through its index.ts too.',
    ),
    forbid('ui-not-adapters', { path: '^src-ui/' }, { path: '^(src-adapters|src)/' }),
    forbid('ui-no-wallet-libraries', { path: '^src-ui/' }, { path: 'node_modules/(viem|wagmi|@wagmi|ethers|inversify)/' }),
    forbid('no-unresolvable', {}, { couldNotResolve: true, pathNot: '^virtual:' }),
    forbid(
      'no-circular',
      {},
      { circular: true },
      'No import circle anywhere (a type import counts): a module reads top to bottom from what it imports, and a backend takes the Backend type from backend.ts, never from the list that loads it.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The bench's RainbowKit app and the kit's example app are packages of their own, with their own installs: not this app's code.
    exclude: { path: '^test/(bench/rainbowkit-app|consumer|next-app)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] },
  },
}
