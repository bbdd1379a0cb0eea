// @ts-check
// Runs in <head> before the first paint: the shell's state and clicks (src-ui/shell-handoff.ts).
// Served as is, so short; storage may be disabled or corrupt.
;(function () {
  'use strict'
  // The domain's STORAGE_KEY_LAST_WALLET: the app keeps it while a wallet is connected, whatever
  // the backend, so a wallet id there means the app is about to reconnect it.
  var KEY = 'rk-last-wallet'
  var root = document.documentElement
  function rememberedWallet() {
    try {
      // A catalogue id or an EIP-6963 rdns; any other value is ignored by the app as well.
      return /^[\w.:-]{1,100}$/.test(localStorage.getItem(KEY) || '')
    } catch (_) {
      // Storage disabled: nothing is remembered.
      return false
    }
  }

  if (rememberedWallet()) {
    root.setAttribute('data-wallet-boot', 'reconnecting')
    // The reconnect's modules (listed by the build), fetched now beside the entry, not after it.
    var meta = document.querySelector('meta[name=rpgf-reconnect-preload]')
    ;((meta && meta.getAttribute('content')) || '').split(' ').forEach(function (file) {
      if (!/^\/assets\/[\w.-]+\.js$/.test(file)) return
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = file
      document.head.appendChild(link)
    })
  }

  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element && event.target.closest('#rpgf-shell-connect')
      if (!button) return
      root.setAttribute('data-wallet-boot-click', '')
      button.setAttribute('aria-busy', 'true')
    },
    true,
  )
})()
