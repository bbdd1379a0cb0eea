// @ts-check
// Runs in <head> before the first paint, long before the app's JS: the shell's state and clicks
// (see src-ui/shell-handoff.ts). Served as is, so short; storage may be disabled or corrupt.
;(function () {
  'use strict'
  // The domain's STORAGE_KEY_LAST_WALLET: the app keeps it while a wallet is connected, whatever
  // the backend, so a wallet id there means the app is about to reconnect it.
  var KEY = 'rk-last-wallet'
  var root = document.documentElement
  try {
    // A catalogue id or an EIP-6963 rdns; any other value is ignored by the app as well.
    if (/^[\w.:-]{1,100}$/.test(localStorage.getItem(KEY) || '')) root.setAttribute('data-wallet-boot', 'reconnecting')
  } catch (_) {
    // Storage disabled: nothing is remembered.
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
