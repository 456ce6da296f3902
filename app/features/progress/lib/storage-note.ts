/**
 * Where a speaker's feedback is kept (spec 2: locally and, when signed in, in
 * the cloud). Also painted by the first-paint script before the app loads.
 */
export function getStorageNote(isGuest: boolean): string {
  return isGuest
    ? 'Your feedback is stored locally for this guest profile. Sign up to keep it in the cloud, on every device.'
    : 'Your feedback is stored locally and in the cloud with your account.';
}
