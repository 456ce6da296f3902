// What other features may use of auth; everything else in the folder is its own.
export { useAuthConfig } from './api/get-auth-config';
export { sessionKeys } from './api/auth-keys';
export { EmailVerifiedNotice } from './components/email-verified-notice';
export { SignOutButton } from './components/sign-out-button';
export { SignUpDialog } from './components/sign-up-dialog';
export { useCurrentUser } from './hooks/use-current-user';
export { announceEmailVerified } from './lib/email-verified-notice';
