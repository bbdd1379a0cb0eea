/**
 * What `npm start` does about the local chain: nothing, the node at 127.0.0.1:8545, or a node at
 * another URL (started there when it is this machine's). The local chain plugin's options.
 */
export type LocalChainSetting = { enabled: false } | { enabled: true } | { enabled: true; url: string }

/** The dev server's port when none is given: Vite's own. */
export const DEV_SERVER_PORT = 5173

export class DevServerEnvError extends Error {
  override name = 'DevServerEnvError'
}

function port(name: string, value: string): number {
  const parsed = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN
  if (!(parsed >= 1 && parsed <= 65_535)) throw new DevServerEnvError(`${name} must be a port number from 1 to 65535, not "${value}".`)
  return parsed
}

/**
 * The local chain of `npm start`, from env: `LOCAL_CHAIN=off` starts and asks no node (the
 * in-memory backend needs none); `LOCAL_CHAIN_URL` names another node than 127.0.0.1:8545 (on
 * 127.0.0.1 or localhost anvil is started on its port when nothing answers there). Anything else
 * is an error naming the variable.
 */
export function localChainSetting(env: Readonly<Record<string, string | undefined>>): LocalChainSetting {
  const mode = env.LOCAL_CHAIN?.trim().toLowerCase()
  if (mode !== undefined && mode !== '' && mode !== 'on' && mode !== 'off') {
    throw new DevServerEnvError(`LOCAL_CHAIN must be "on" or "off", not "${env.LOCAL_CHAIN}".`)
  }
  if (mode === 'off') return { enabled: false }
  const raw = env.LOCAL_CHAIN_URL?.trim()
  if (!raw) return { enabled: true }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new DevServerEnvError(`LOCAL_CHAIN_URL must be an http(s) URL such as http://127.0.0.1:9545, not "${raw}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DevServerEnvError(`LOCAL_CHAIN_URL must be an http(s) URL such as http://127.0.0.1:9545, not "${raw}".`)
  }
  if (url.port !== '') port("LOCAL_CHAIN_URL's port", url.port)
  return { enabled: true, url: url.href.replace(/\/$/, '') }
}

/**
 * The dev server's port: `npm start -- --port 3000` reaches Vite's own flag (which wins over this);
 * `npm start --port=3000` (no `--`) reaches npm, which hands it over as `npm_config_port`. npm reads
 * `npm start --port 3000` as a flag with no value and passes `3000` on as Vite's root folder, so
 * that spelling is refused with the one that works.
 */
export function devServerPort(env: Readonly<Record<string, string | undefined>>): number {
  const given = env.npm_config_port?.trim()
  if (!given) return DEV_SERVER_PORT
  if (given === 'true') throw new DevServerEnvError('npm kept --port for itself: write `npm start -- --port 3000` (or `npm start --port=3000`).')
  return port('--port', given)
}
