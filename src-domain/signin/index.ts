export { SignInService, type SignInState, type SignInStatus, type SignInServiceDeps } from './signin-service.js'
