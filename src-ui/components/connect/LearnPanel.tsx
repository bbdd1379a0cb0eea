/** Where `Learn More` leads: a neutral introduction to wallets. */
export const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

const POINTS = [
  {
    title: 'A Home for your Digital Assets',
    text: 'Wallets are used to send, receive, store, and display digital assets like Ethereum and NFTs.',
  },
  {
    title: 'A New Way to Log In',
    text: 'Instead of creating new accounts and passwords on every website, just connect your wallet.',
  },
]

/** The `What is a Wallet?` explainer: the wide layout's resting panel and the compact LEARN_COMPACT step. */
export function LearnPanel({ onGetWallet }: { onGetWallet(): void }) {
  return (
    <>
      <ul className="rpgf-learn">
        {POINTS.map((point) => (
          <li key={point.title}>
            <strong>{point.title}</strong>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      <div className="rpgf-step-actions">
        <button type="button" className="rpgf-action" onClick={onGetWallet}>
          Get a Wallet
        </button>
        <a className="rpgf-link" href={LEARN_MORE_URL} target="_blank" rel="noopener noreferrer">
          Learn More
        </a>
      </div>
    </>
  )
}
