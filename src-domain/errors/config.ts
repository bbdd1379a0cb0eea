import { errorClass } from './base.js'

/** What a maintainer reads when the app's configuration is wrong: each says how to put it right. */
export const CONFIG_MESSAGES = {
  projectIdMissing: 'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2.',
  invalidHexColor: (value: string) => `Not a hex colour: "${value}". Use #rgb or #rrggbb.`,
  invalidTheme: "A theme is an object, not a function: pass { name: 'light' | 'dark' | 'midnight' | 'auto', accentColor?: '#rrggbb' }.",
  invalidScopeId: (value: string) => `Invalid id "${value}": only letters, digits and underscores are allowed.`,
  invalidConfig: (message: string) => message,
} as const

export type ProjectIdMissingErrorType = ProjectIdMissingError
export class ProjectIdMissingError extends errorClass('ProjectIdMissingError', CONFIG_MESSAGES.projectIdMissing) {}

export type InvalidHexColorErrorType = InvalidHexColorError
export class InvalidHexColorError extends errorClass('InvalidHexColorError', CONFIG_MESSAGES.invalidHexColor) {}

export type InvalidThemeErrorType = InvalidThemeError
export class InvalidThemeError extends errorClass('InvalidThemeError', CONFIG_MESSAGES.invalidTheme) {}

export type InvalidScopeIdErrorType = InvalidScopeIdError
export class InvalidScopeIdError extends errorClass('InvalidScopeIdError', CONFIG_MESSAGES.invalidScopeId) {}

export type InvalidConfigErrorType = InvalidConfigError
export class InvalidConfigError extends errorClass('InvalidConfigError', CONFIG_MESSAGES.invalidConfig) {}
