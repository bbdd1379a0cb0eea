import { en, type MessageKey, type Messages } from './messages/en.js'

export type MessageParams = Readonly<Record<string, string | number>>
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** The `{name}` placeholders of a template, in order. */
export const placeholders = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)

/**
 * Fills `{name}` placeholders. Values go in as text (React escapes them); a placeholder without a
 * value stays visible rather than vanishing, so a missing parameter shows in review.
 */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

export const createTranslate =
  (messages: Messages): Translate =>
  (key, params) =>
    formatMessage(messages[key], params)

export const translateEnglish: Translate = createTranslate(en)

/** English text → its key, for texts the domain hands over whole (sign-in errors, switch errors). */
let byEnglishText: Map<string, MessageKey> | undefined
export function keyOfEnglish(text: string): MessageKey | undefined {
  byEnglishText ??= new Map((Object.keys(en) as MessageKey[]).map((key) => [en[key], key]))
  return byEnglishText.get(text)
}

/**
 * A domain message in the active locale when the catalogue has it; otherwise as given (a wallet's
 * or library's own words, which the app cannot translate any more than a wallet's name).
 */
export function translateDomainText(t: Translate, text: string): string {
  const key = keyOfEnglish(text)
  return key ? t(key) : text
}
