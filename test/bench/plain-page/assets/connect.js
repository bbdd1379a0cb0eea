// The limit the app is measured against: a `Connect Wallet` button in the HTML, EIP-1193 alone.
// eth_requestAccounts, eth_chainId, then eth_getBalance through the wallet: 3 requests.
const REMEMBERED = 'plain-page.connected'
const root = document.documentElement
const connect = document.getElementById('connect')
const account = document.getElementById('account')
const status = document.getElementById('status')

const short = (address) => `${address.slice(0, 4)}…${address.slice(-4)}`

/** Wei (hex) as ETH with up to 4 decimals, without floating-point loss on the integer part. */
function formatEther(hexWei) {
  const wei = BigInt(hexWei)
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').slice(0, 4).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

function showConnect(message) {
  if (root.dataset.wallet === 'remembered') localStorage.removeItem(REMEMBERED)
  delete root.dataset.wallet
  account.hidden = true
  connect.hidden = false
  status.textContent = message ?? ''
}

async function show(provider, accounts) {
  const [address] = accounts
  if (!address) return showConnect()
  await provider.request({ method: 'eth_chainId' })
  account.textContent = short(address)
  account.hidden = false
  connect.hidden = true
  delete root.dataset.wallet
  const balance = await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })
  account.textContent = `${short(address)} ${formatEther(balance)} ETH`
}

connect.addEventListener('click', async () => {
  const provider = window.ethereum
  if (!provider) return showConnect('No wallet found in this browser.')
  connect.disabled = true
  status.textContent = 'Connecting…'
  try {
    const accounts = await provider.request({ method: 'eth_requestAccounts' })
    localStorage.setItem(REMEMBERED, '1')
    status.textContent = ''
    await show(provider, accounts)
  } catch (error) {
    showConnect(`Connection failed: ${error?.message ?? error}`)
  } finally {
    connect.disabled = false
  }
})

// A remembered wallet: ask without a prompt (eth_accounts) and show the account, or the button again.
if (root.dataset.wallet === 'remembered') {
  const provider = window.ethereum
  if (!provider) showConnect()
  else
    provider
      .request({ method: 'eth_accounts' })
      .then((accounts) => show(provider, accounts))
      .catch(() => showConnect())
}
