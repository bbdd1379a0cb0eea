/**
 * The explainer's pictures, drawn inline (bundled with the dialog, no request to any host): a home
 * for digital assets (a wallet holding coloured tokens) and a new way to log in (a key before a
 * door). Decorative: the text beside each says the same.
 */
const frame = { width: 48, height: 48, viewBox: '0 0 48 48', 'aria-hidden': true, focusable: false, className: 'rpgf-learn-picture' } as const

export function AssetsPicture() {
  return (
    <svg {...frame}>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="#2f80ed" />
      <circle cx="18" cy="17" r="6" fill="#f2c94c" />
      <circle cx="30" cy="15" r="5" fill="#6fcf97" />
      <rect x="9" y="20" width="30" height="19" rx="5" fill="#ffffff" />
      <rect x="29" y="26" width="10" height="7" rx="3.5" fill="#2f80ed" />
      <circle cx="33" cy="29.5" r="1.6" fill="#ffffff" />
    </svg>
  )
}

export function LoginPicture() {
  return (
    <svg {...frame}>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="#9b51e0" />
      <rect x="26" y="10" width="13" height="28" rx="3" fill="#ffffff" />
      <circle cx="29.5" cy="25" r="1.6" fill="#9b51e0" />
      <circle cx="15" cy="21" r="6" fill="none" stroke="#f2c94c" strokeWidth="3.5" />
      <path d="M15 27v11M15 33h4M15 37h3" stroke="#f2c94c" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  )
}
