export { SignInService, SIGN_IN_SYNC_KEY, type SignInState, type SignInStatus, type SignInServiceDeps } from './signin-service.js'
