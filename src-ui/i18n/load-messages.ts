import type { Locale } from './locales.js'
import type { Messages } from './messages/en.js'

/*
 * Only a visitor whose locale is not English needs this map: it is a chunk of its own, so the
 * first load of an English page carries neither it nor any catalogue but English.
 */

type Loader = () => Promise<{ default: Messages }>

/** One dynamic import per locale, so each becomes its own chunk fetched only when that locale is active. */
const LOADERS: Record<Exclude<Locale, 'en'>, Loader> = {
  ar: () => import('./messages/ar.js'),
  de: () => import('./messages/de.js'),
  'es-419': () => import('./messages/es-419.js'),
  fa: () => import('./messages/fa.js'),
  fr: () => import('./messages/fr.js'),
  he: () => import('./messages/he.js'),
  hi: () => import('./messages/hi.js'),
  id: () => import('./messages/id.js'),
  it: () => import('./messages/it.js'),
  ja: () => import('./messages/ja.js'),
  ko: () => import('./messages/ko.js'),
  ms: () => import('./messages/ms.js'),
  pl: () => import('./messages/pl.js'),
  'pt-BR': () => import('./messages/pt-BR.js'),
  ru: () => import('./messages/ru.js'),
  th: () => import('./messages/th.js'),
  tr: () => import('./messages/tr.js'),
  uk: () => import('./messages/uk.js'),
  vi: () => import('./messages/vi.js'),
  'zh-CN': () => import('./messages/zh-CN.js'),
  'zh-HK': () => import('./messages/zh-HK.js'),
  'zh-TW': () => import('./messages/zh-TW.js'),
}

/** The catalogue of a locale other than English. */
export async function loadMessages(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  return (await LOADERS[locale]()).default
}
