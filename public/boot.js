// @ts-check
// Runs in <head> before the first paint: the shell's state and clicks (src-ui/shell-handoff.ts).
// Served as is, so short; storage may be disabled or corrupt.
;(function () {
  'use strict'
  // Where each backend keeps the last wallet id (wagmi, ethers, memory); it reconnects only then.
  var KEYS = ['wagmi.lastWallet', 'ethers.lastWallet', 'eip1193.lastWallet', 'memory-wallet.connected']
  var root = document.documentElement
  function rememberedWallet() {
    try {
      for (var i = 0; i < KEYS.length; i++) {
        // A catalogue id or an EIP-6963 rdns; any other value is ignored by the app as well.
        if (/^[\w.:-]{1,100}$/.test(localStorage.getItem(KEYS[i]) || '')) return true
      }
    } catch (_) {
      // Storage disabled: nothing is remembered.
    }
    return false
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
