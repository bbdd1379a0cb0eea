import type { IndexHtmlTransformContext } from 'vite'

/** The output of a build, as Vite hands it to the plugins' late hooks. */
export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>
export type Chunk = Extract<Bundle[string], { type: 'chunk' }>
