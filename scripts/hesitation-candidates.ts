import fs from 'node:fs/promises';
import path from 'node:path';
import {
  cepstralDistance,
  meanCepstrum,
  stretchFeatures,
} from '@server/speech/hesitations/acoustics';
import { alignedCandidates } from '@server/speech/hesitations/aligned-candidates';
import { silenceNextTo } from '@server/speech/hesitations/find-hesitations';
import { ALIGNED_RULES, judgeAligned } from '@server/speech/hesitations/judge-aligned';
import { hesitationSpelled } from '@server/speech/hesitation-words';
import { restoreAlignedHesitations } from '@server/speech/hesitations/restore-aligned';
import type { Recognition } from '@server/speech/transcriber';
import { listEvalFixtures } from './fixtures/ensure-fixture';
import { fixtureAudio } from './fixtures/fixture-audio';
import { recognitionCacheDir } from './fixtures/recognition-cache';
import { FILLER_TOLERANCE_SEC } from './fixtures/score-speech';

const USAGE = `Usage: npx tsx scripts/hesitation-candidates.ts [NAME...] [--cache DIR]

Prints every hesitation candidate (written ones aside) of the development speeches' kept
recognitions (scripts/tune-hesitations.ts makes them): H when a labelled hesitation starts
within the scorer's tolerance, the verdict (+inl: only with inlineSlot), the words around it with
the engine's probabilities, silence before/after, the judge's features, and features tried for
an inline rule (ADR 30): slope (dB, last third - first third), rel (dB above the words beside
it), tpl (cepstral distance to the recording's other hesitations found), held6/held10 (seconds
within 6/10 dB of its peak); then each labelled hesitation the stage missed, with the words and
slots around it. Development set only: this reads per-speech results.`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const set = 'dev';
  let cache = '.tmp/recognitions';
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--cache') cache = argv[++i] ?? cache;
    else if (a) names.push(a);
  }
  const corpus = (await listEvalFixtures()).filter(
    (c) => c.set === set && (names.length === 0 || names.includes(c.name)),
  );
  const f2 = (x: number) => x.toFixed(2);
  for (const fixture of corpus) {
    const cacheFile = path.join(recognitionCacheDir(cache), `${fixture.name}.json`);
    let recognition: Recognition;
    try {
      recognition = JSON.parse(await fs.readFile(cacheFile, 'utf8')) as Recognition;
    } catch {
      continue;
    }
    const { audio, labels, profile, threshold } = await fixtureAudio(fixture.name);
    const truth = labels.fillers.filter((f) => f.type === 'hesitation');
    const hit = new Set<number>();
    console.log(`\n${fixture.name}`);
    const { words: firstPass } = restoreAlignedHesitations({
      recognition,
      samples: audio.samples,
      sampleRate: audio.sampleRate,
      energy: { profile, threshold },
    });
    const own = firstPass
      .filter((w) => hesitationSpelled(w.word) !== undefined)
      .map((w) => meanCepstrum(audio.samples, audio.sampleRate, w.start, w.end, threshold))
      .filter((c): c is Float64Array => c !== undefined);
    const template =
      own.length === 0
        ? undefined
        : own.reduce(
            (acc, c) => acc.map((x, i) => x + (c[i] ?? 0) / own.length),
            new Float64Array(12),
          );
    for (const c of alignedCandidates(recognition.words, recognition.sounds, {
      profile,
      threshold,
    })) {
      if (c.sources.includes('written')) continue;
      const features = stretchFeatures(audio.samples, audio.sampleRate, c.start, c.end, threshold);
      const judged = {
        ...c,
        features,
        silenceBeforeSec: silenceNextTo(profile, threshold, c.start, -1),
        silenceAfterSec: silenceNextTo(profile, threshold, c.end, 1),
      };
      const verdict = judgeAligned(judged);
      const inline = judgeAligned(judged, { ...ALIGNED_RULES, inlineSlot: true });
      const t = truth.findIndex((h) => Math.abs(h.start - c.start) <= FILLER_TOLERANCE_SEC);
      if (t >= 0) hit.add(t);
      const before = recognition.words.filter((w) => w.end <= c.start + 0.01).at(-1);
      const after = recognition.words.find((w) => w.start >= c.end - 0.01);
      const fr = (t: number) => Math.round(t / profile.frameSec);
      const dbs = Array.from(profile.db.slice(fr(c.start), fr(c.end))).filter((d) => d > threshold);
      const third = Math.max(1, Math.floor(dbs.length / 3));
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
      const held = dbs.length >= 3 ? mean(dbs.slice(-third)) - mean(dbs.slice(0, third)) : NaN;
      const top = Math.max(...dbs);
      const heldSec = (db: number) => dbs.filter((d) => d >= top - db).length * profile.frameSec;
      const peakOf = (a: number, b: number) =>
        Math.max(...Array.from(profile.db.slice(fr(a), fr(b))));
      const rel =
        dbs.length > 0 && before ? Math.max(...dbs) - peakOf(before.start, before.end) : NaN;
      const relAfter =
        dbs.length > 0 && after ? Math.max(...dbs) - peakOf(after.start, after.end) : NaN;
      const mine = meanCepstrum(audio.samples, audio.sampleRate, c.start, c.end, threshold);
      const dTpl = mine && template ? cepstralDistance(mine, template) : NaN;
      const words = c.wordIndices.map((i) => recognition.words[i]?.text).join(' ');
      console.log(
        `  ${t >= 0 ? 'H' : '.'} ${verdict ?? '-'}${inline && !verdict ? '+inl' : ''} ${f2(c.start)}-${f2(c.end)} ${c.sources.join('+')} p${f2(c.probability)} [${before?.text ?? ''}(${f2(before?.recognizerProbability ?? 1)}) | ${words} | ${after?.text ?? ''}(${f2(after?.recognizerProbability ?? 1)})] sil ${f2(judged.silenceBeforeSec)}/${f2(judged.silenceAfterSec)}` +
          (features
            ? ` loud ${f2(features.loudSec)} voiced ${f2(features.voicedShare)} change ${f2(features.spectralChange)} drift ${f2(features.drift)} nasal ${f2(features.nasalDropDb)} slope ${held.toFixed(1)} tpl ${f2(dTpl)} n${own.length} held6 ${f2(heldSec(6))} held10 ${f2(heldSec(10))} rel ${rel.toFixed(1)}/${relAfter.toFixed(1)}`
            : ' (no features)'),
      );
    }
    const { words: restored } = restoreAlignedHesitations({
      recognition,
      samples: audio.samples,
      sampleRate: audio.sampleRate,
      energy: { profile, threshold },
    });
    const found = restored.filter((w) => hesitationSpelled(w.word) !== undefined);
    for (const h of truth) {
      if (found.some((w) => Math.abs(w.start - h.start) <= FILLER_TOLERANCE_SEC)) continue;
      const near = recognition.words
        .filter((w) => w.end >= h.start - 0.6 && w.start <= h.end + 0.6)
        .map(
          (w) =>
            `${w.text ?? w.word}(${f2(w.start)}-${f2(w.end)} p${f2(w.recognizerProbability ?? 1)} ${w.phones ?? ''})`,
        );
      const sounds = recognition.sounds
        .filter((w) => w.end >= h.start - 0.6 && w.start <= h.end + 0.6)
        .map((w) => `${w.kind}:${w.label ?? ''}(${f2(w.start)}-${f2(w.end)})`);
      console.log(
        `  MISSED ${h.word} ${f2(h.start)}-${f2(h.end)}: ${near.join(' ')} ${sounds.join(' ')}`,
      );
    }
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
