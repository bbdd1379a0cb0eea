/*
 * Logos the icon package has no picture for, drawn here as whole 24 x 24 tiles like its own
 * `background` icons: Brave Wallet, a browser's own wallet, the in-memory Mock Wallet, and the
 * local development chain (Hardhat's hard hat).
 */

/** Brave's lion-head shield, white on Brave's orange. */
export const BRAVE_WALLET_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b2c"/><stop offset="1" stop-color="#fb3a1f"/></linearGradient></defs><path fill="url(#b)" d="M0 0h24v24H0z"/><path fill="#fff" d="M8.3 4.5h7.4l1.3 1.6 1.9-.3.6 1.5-.8 3.6-2.7 7.3L12 20.5l-4-2.3-2.7-7.3-.8-3.6.6-1.5 1.9.3z"/><path fill="#fb3a1f" d="M12 15.6l-1.6 1.1L12 18l1.6-1.3zm-2.9-4.8l1.6 1.4-.6 1.2-1.9-.6zm5.8 0l.9 2-1.9.6-.6-1.2zM12 13.2l-1 .6.3 1.2h1.4l.3-1.2z"/></svg>'

/** A wallet: the browser's own, whatever it is. */
export const BROWSER_WALLET_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#eef0f3" d="M0 0h24v24H0z"/><path fill="#55575e" d="M5 8.5A2.5 2.5 0 0 1 7.5 6h8.5v2.5H7.5a.5.5 0 0 0 0 1H18a1 1 0 0 1 1 1v6a1.5 1.5 0 0 1-1.5 1.5h-10A2.5 2.5 0 0 1 5 15.5z"/><circle cx="15.5" cy="13.5" r="1.4" fill="#eef0f3"/></svg>'

/** The in-memory test wallet: a wallet on its violet. */
export const MOCK_WALLET_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#7b3fe4" d="M0 0h24v24H0z"/><path fill="#fff" d="M5 8.5A2.5 2.5 0 0 1 7.5 6h8.5v2.5H7.5a.5.5 0 0 0 0 1H18a1 1 0 0 1 1 1v6a1.5 1.5 0 0 1-1.5 1.5h-10A2.5 2.5 0 0 1 5 15.5z"/><circle cx="15.5" cy="13.5" r="1.4" fill="#7b3fe4"/></svg>'

/** Hardhat's yellow hard hat on its pale ground. */
export const HARDHAT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#f9f7ec" d="M0 0h24v24H0z"/><path fill="#fff100" stroke="#181a1f" stroke-width="1" stroke-linejoin="round" d="M4 16a8 8 0 0 1 16 0zM10.3 8.2V6.5h3.4v1.7M2.5 16h19v2.2h-19z"/><path stroke="#181a1f" stroke-width="1" d="M12 8.2V16"/></svg>'

/** A picture as a `data:` URL: drawn by an <img>, so it never runs as markup and fetches nothing. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`
