import { fileURLToPath } from 'node:url'
import { restoreManifest } from './pack-manifest.js'

// `postpack`: the working package.json back in place once `npm pack` has read the packed one.
restoreManifest(fileURLToPath(new URL('../../', import.meta.url)))
