// Debian packages Podium needs, checked before anything else runs.
// Plain Node (no dependencies): this runs before `npm install`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const onPath = (cmd) =>
  spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** Each need: how to tell it is there, and the Debian package that brings it. */
export const RUNTIME_NEEDS = [
  { what: 'ffmpeg', present: () => onPath('ffmpeg') && onPath('ffprobe'), pkg: 'ffmpeg' },
  { what: 'pocketsphinx', present: () => onPath('pocketsphinx_continuous'), pkg: 'pocketsphinx' },
  {
    what: 'pocketsphinx English model',
    present: () => fs.existsSync('/usr/share/pocketsphinx/model/en-us/en-us'),
    pkg: 'pocketsphinx-en-us',
  },
  // Slows a segment Moonshine was unsure of for its second reading (change-tempo.ts); the test
  // speech is made with it too.
  { what: 'sox', present: () => onPath('sox'), pkg: 'sox' },
  // better-sqlite3 compiles from source when no prebuilt binary can be fetched.
  { what: 'C++ compiler', present: () => onPath('g++') && onPath('make'), pkg: 'build-essential' },
  { what: 'python3', present: () => onPath('python3'), pkg: 'python3' },
];

/** Real people reading: the only recordings of real voices a Debian machine has (real-speech.ts). */
const REAL_SPEECH = {
  what: 'real read speech (scripts/fixtures/real-speech.ts)',
  present: () => fs.existsSync('/usr/share/pocketsphinx/test/data/librivox/fileids'),
  pkg: 'pocketsphinx-testdata',
};

export const TEST_NEEDS = [
  // Rate limits on Redis are tested on a real one; the tests start their own when none runs.
  { what: 'Redis (limit store tests)', present: () => onPath('redis-server'), pkg: 'redis-server' },
  { what: 'flite (test speech)', present: () => onPath('flite'), pkg: 'flite' },
  {
    what: 'Chromium (browser tests)',
    present: () => fs.existsSync('/usr/bin/chromium'),
    pkg: 'chromium',
  },
  {
    what: 'emoji font (screenshots)',
    present: () => fs.existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
    pkg: 'fonts-noto-color-emoji',
  },
  REAL_SPEECH,
];

/**
 * The evaluation corpus also speaks with festival's voices (Debian main), so
 * that the held-out test set does not rest on flite's rendering alone.
 */
const festivalVoice = (dir) => () => fs.existsSync(`/usr/share/festival/voices/${dir}`);
export const EVAL_NEEDS = [
  { what: 'flite (test speech)', present: () => onPath('flite'), pkg: 'flite' },
  {
    what: "ALSA's channel names, a real voice (scripts/fixtures/real-speech.ts)",
    present: () => fs.existsSync('/usr/share/sounds/alsa/Front_Left.wav'),
    pkg: 'alsa-utils',
  },
  { what: 'festival (test speech)', present: () => onPath('festival'), pkg: 'festival' },
  {
    what: 'festival voice ked',
    present: festivalVoice('english/ked_diphone'),
    pkg: 'festvox-kdlpc16k',
  },
  {
    what: 'festival voice kal',
    present: festivalVoice('english/kal_diphone'),
    pkg: 'festvox-kallpc16k',
  },
  {
    what: 'festival voice slt (HTS)',
    present: festivalVoice('us/cmu_us_slt_arctic_hts'),
    pkg: 'festvox-us-slt-hts',
  },
  REAL_SPEECH,
];

/**
 * Installs missing packages with apt-get when running as root; otherwise
 * prints the exact command and exits, since installing needs root.
 */
export function ensureDebianPackages(needs, log = console.log) {
  const missing = needs.filter((n) => !n.present());
  if (missing.length === 0) return;
  const pkgs = [...new Set(missing.map((n) => n.pkg))];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !onPath('apt-get')) {
    console.error(`\nPodium needs: ${missing.map((n) => n.what).join(', ')}.`);
    console.error(`Install them with:\n\n  sudo apt-get install -y ${pkgs.join(' ')}\n`);
    process.exit(1);
  }
  log(`Installing Debian packages: ${pkgs.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) console.warn('apt-get update failed; trying the install anyway');
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...pkgs],
    { stdio: 'inherit', env },
  );
  if (install.status !== 0) {
    console.error(
      `apt-get install failed (exit ${install.status}). Run: apt-get install -y ${pkgs.join(' ')}`,
    );
    process.exit(1);
  }
  const still = needs.filter((n) => !n.present());
  if (still.length > 0) {
    console.error(`Still missing after install: ${still.map((n) => n.what).join(', ')}`);
    process.exit(1);
  }
}
