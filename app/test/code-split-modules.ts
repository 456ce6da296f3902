/**
 * Every module the app loads with import() (React.lazy and lazyPage), by path from this folder.
 * The client tests share one module graph (vitest.config.ts, isolate: false), and Vitest rejects
 * a module fetch still pending when a batch of files ends: a test that ended while its screen's
 * chunk was loading left that failure cached for every later file importing the module (stop
 * 38's CI: three files did not load). load-code-split-modules.ts loads them all before the tests
 * run, so no test ever fetches a chunk; code-split-modules.test.ts keeps the list complete.
 */
export const codeSplitModules = import.meta.glob([
  '../routes/home.tsx',
  '../routes/history.tsx',
  '../routes/settings.tsx',
  '../routes/compare.tsx',
  '../routes/terms.tsx',
  '../routes/privacy.tsx',
  '../routes/not-found.tsx',
  '../features/feedback/components/speech-analysis.tsx',
  '../features/onboarding/components/onboarding.tsx',
  '../features/auth/components/login-screen.tsx',
  '../features/auth/components/verification-screen.tsx',
  '../features/progress/components/stats-tab.tsx',
  '../features/feedback-history/components/share-feedback-dialog.tsx',
]);
