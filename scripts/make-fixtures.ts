import { ensureFixture, listFixtureNames } from './fixtures/ensure-fixture';

const USAGE = `Usage: npm run make-fixtures -- [NAME...] [--force]

Builds test speech from tests/fixtures/speech/NAME.json into tests/fixtures/generated/
(NAME.wav and NAME.labels.json). Up-to-date fixtures are skipped unless --force.`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const force = argv.includes('--force');
  const unknownFlags = argv.filter((a) => a.startsWith('-') && a !== '--force');
  if (unknownFlags.length > 0) {
    console.error(`Unknown option ${unknownFlags.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const known = await listFixtureNames();
  const requested = argv.filter((a) => !a.startsWith('-'));
  const missing = requested.filter((n) => !known.includes(n));
  if (missing.length > 0) {
    console.error(`No fixture named ${missing.join(', ')}; known: ${known.join(', ')}`);
    return 2;
  }
  // One at a time: the machine is shared and flite is quick.
  for (const name of requested.length > 0 ? requested : known) {
    const { labels } = await ensureFixture(name, { force, log: (m) => console.log(m) });
    console.log(
      `  ${labels.wordCount} words, ${labels.speakingTimeSec.toFixed(2)} s speaking, ` +
        `${labels.wordsPerMinute} wpm, ${labels.pauses.length} pauses, ${labels.sampleRate} Hz`,
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
