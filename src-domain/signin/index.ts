export { SignInService, SIGN_IN_SYNC_KEY, SIGN_OUT_FAILED, type SignInState, type SignInStatus, type SignInServiceDeps } from './signin-service.js'
