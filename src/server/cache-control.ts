/** Sent with the build's files under `/assets/`: named by their content's hash, they never change under one name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'
