import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { analyzeSpeech } from '@server/speech/analyze-speech';
import { createOpenAiTranscriber, OPENAI_WORD_PROBABILITY } from './openai';

interface Received {
  url: string;
  authorization: string | undefined;
  contentType: string;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | undefined;
}

let server: http.Server;
let baseUrl = '';
const received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"text":"Hello, world."}' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // Parse the multipart body with the platform's own parser, as a server would.
      const request = new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      });
      void request.formData().then(async (form) => {
        const fields: Record<string, string> = {};
        let file: Received['file'];
        for (const [key, value] of form.entries()) {
          if (typeof value === 'string') fields[key] = value;
          else
            file = {
              name: value.name,
              type: value.type,
              bytes: Buffer.from(await value.arrayBuffer()),
            };
        }
        received.push({
          url: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'] ?? '',
          fields,
          file,
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const segment = { samples: new Int16Array(16000).fill(1000), sampleRate: 16000 };

describe('openai engine (an OpenAI-compatible /v1/audio/transcriptions)', () => {
  it('posts the segment as a 16 kHz WAV in a multipart form with the model, and splits the text into words', async () => {
    answer = { status: 200, body: '{"text":"Hello, world. We sold 40 boxes."}' };
    const engine = createOpenAiTranscriber({ baseUrl, apiKey: 'sk-test', model: 'whisper-1' });
    const words = await engine.transcribe(segment);
    expect(words).toEqual(
      ['Hello,', 'world.', 'We', 'sold', '40', 'boxes.'].map((text) => ({
        text,
        probability: OPENAI_WORD_PROBABILITY,
      })),
    );
    const request = received.at(-1);
    expect(request?.url).toBe('/v1/audio/transcriptions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.fields).toEqual({
      model: 'whisper-1',
      response_format: 'json',
      language: 'en',
    });
    expect(request?.file?.name).toBe('segment.wav');
    expect(request?.file?.type).toBe('audio/wav');
    const wav = request?.file?.bytes ?? Buffer.alloc(0);
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.length).toBe(44 + 16000 * 2);
  });

  it('sends no authorization header without a key', async () => {
    answer = { status: 200, body: '{"text":""}' };
    const engine = createOpenAiTranscriber({ baseUrl, model: 'local' });
    expect(await engine.transcribe(segment)).toEqual([]);
    expect(received.at(-1)?.authorization).toBeUndefined();
  });

  it('fails the recognition with the server status, or a body without text', async () => {
    const engine = createOpenAiTranscriber({ baseUrl, model: 'whisper-1' });
    answer = { status: 401, body: '{"error":{"message":"bad key"}}' };
    await expect(engine.transcribe(segment)).rejects.toMatchObject({
      code: 'recognizer_failed',
      detail: expect.stringContaining('HTTP 401'),
    });
    answer = { status: 200, body: '<html>' };
    await expect(engine.transcribe(segment)).rejects.toMatchObject({ code: 'recognizer_failed' });
  });

  it('says when the server is not there', async () => {
    const engine = createOpenAiTranscriber({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'whisper-1',
    });
    await expect(engine.transcribe(segment)).rejects.toMatchObject({ code: 'recognizer_failed' });
  });

  it("times the endpoint's words with the aligner, like Moonshine's", async () => {
    const { labels, wavPath } = await ensureFixture('short-clean');
    answer = { status: 200, body: JSON.stringify({ text: labels.text }) };
    const analysis = await analyzeSpeech(wavPath, {
      transcriber: 'openai',
      openai: { baseUrl, model: 'whisper-1' },
      processes: 1,
    });
    expect(analysis.transcript).toBe(labels.text);
    expect(analysis.wordCount).toBe(labels.wordCount);
    expect(Math.abs((analysis.words[0]?.start ?? 0) - labels.speechStartSec)).toBeLessThan(0.1);
    expect(Math.abs((analysis.words.at(-1)?.end ?? 0) - labels.speechEndSec)).toBeLessThan(0.15);
  });
});
