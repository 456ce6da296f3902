import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { ensureRealSpeeches } from '@scripts/fixtures/real-speech';

/** The fake microphone's speech must exist before Chromium starts. */
export default async function globalSetup(): Promise<void> {
  await ensureFixture('e2e-speech');
  await ensureFixture('e2e-interview');
  await ensureRealSpeeches();
}
