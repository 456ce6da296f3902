import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  feedbackHistoryResponseSchema,
  feedbackResponseSchema,
  linguisticResponseSchema,
} from '@common/contract/feedback';
import { insertAnalysedSpeech, setAccount } from '@server/test-support/analysed-speech';
import {
  createTestApp,
  signInGuest,
  type SignedIn,
  type TestApp,
} from '@server/test-support/test-app';
import { generateRulesFeedback } from '../rules/rules-coach';
import { grammarErrors } from '../test-support/test-scenarios';
import type { LlmCorrections, LlmFeedback } from './llm-schema';

type Mode = 'valid' | 'fenced' | 'malformed' | 'invalid' | 'timeout' | 'error';

const scenario = grammarErrors();
const realSentence = "he don't like vegetables so we was arguing about every recipe";

const answer: LlmFeedback = {
  summaryTag: 'Honest Story, Shaky Grammar',
  overview: 'You told a warm story about cooking with your brother in 50 seconds.',
  strengths: ['Your closing line "choose one dish this week and make it twice" is a clear call.'],
  improvements: ['At 0:06 you said "he don\'t like vegetables": say "he doesn\'t".'],
  practiceTips: ['Read your script aloud once.', 'Pause after each point.'],
  drills: [
    {
      title: 'Agreement ladder',
      focus: 'language',
      minutes: 5,
      steps: ['Say ten "he/she/it doesn\'t" sentences.'],
      why: 'Your slips were all subject-verb agreement.',
    },
  ],
  rewrites: [
    {
      original: realSentence,
      improved: "He doesn't like vegetables, so we were arguing about every recipe.",
      explanation: 'Fixed the agreement.',
    },
    {
      original: 'a sentence the speaker never said',
      improved: 'Invented.',
      explanation: 'Should be dropped.',
    },
  ],
  emotionalReflection: 'You sounded fond of your brother and a little rushed.',
  coachNote: 'Keep the story; fix the verbs.',
  coachBreakdown: {
    structureAndFlow: 'a',
    vocalDelivery: 'b',
    messageImpact: 'c',
    languageAndPrecision: 'd',
  },
  advancedTips: ['Use a callback to your opening in the close.'],
};

const corrections: LlmCorrections = {
  corrections: [
    {
      original: "he don't",
      suggestion: "he doesn't",
      reason: 'Third person singular takes "doesn\'t".',
      category: 'grammar',
    },
    {
      original: 'words never spoken',
      suggestion: 'x',
      reason: 'Not in the transcript.',
      category: 'wording',
    },
  ],
};

/** The parts of a chat-completions request the tests look at. */
interface SentBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format: { type: string; json_schema: { schema: { properties: object } } };
}

/** A tiny OpenAI-compatible chat-completions server that misbehaves on request. */
function startFakeLlm() {
  const state = {
    mode: 'valid' as Mode,
    requests: [] as Array<{ headers: http.IncomingHttpHeaders; body: SentBody }>,
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as SentBody;
      state.requests.push({ headers: req.headers, body });
      const wantsCorrections = String(body.messages?.[0]?.content).includes('English editor');
      const reply = (content: string) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      const valid = JSON.stringify(wantsCorrections ? corrections : answer);
      switch (state.mode) {
        case 'valid':
          return reply(valid);
        case 'fenced':
          return reply(`\`\`\`json\n${valid}\n\`\`\``);
        case 'malformed':
          return reply('{"summaryTag": "Half an answer", "overview": ');
        case 'invalid':
          return reply(JSON.stringify({ ...answer, strengths: 'not a list', summaryTag: 5 }));
        case 'timeout':
          // Answers long after the client gave up.
          setTimeout(() => reply(valid), 2_000);
          return;
        case 'error':
          return res.writeHead(500).end('upstream exploded');
      }
    });
  });
  return new Promise<{ url: string; state: typeof state; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        state,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('llm coach against an OpenAI-compatible server', () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await createTestApp({
      env: {
        COACH: 'llm',
        LLM_BASE_URL: llm.url,
        LLM_API_KEY: 'sk-test',
        LLM_MODEL: 'test-model',
        LLM_TIMEOUT_MS: '400',
        GUEST_DAILY_FEEDBACK: '50',
      },
    });
    user = await signInGuest(t.app);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.state.requests = [];
  });

  const feedbackWith = async (mode: Mode) => {
    llm.state.mode = mode;
    const speechId = await insertAnalysedSpeech(t.services, user.user.id, scenario.analysis);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: { userId: user.user.id, speechId },
    });
    expect(res.statusCode).toBe(200);
    const body = feedbackResponseSchema.parse(res.json());
    const history = feedbackHistoryResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/feedback/user/${user.user.id}?limit=1`,
          headers: { cookie: user.cookie },
        })
      ).json(),
    );
    return { body, record: history[0] };
  };

  it('uses a valid answer: its words, the measured scores, only rewrites of real sentences', async () => {
    const { body, record } = await feedbackWith('valid');
    expect(body).toMatchObject({ modelUsed: 'test-model', usedFallback: false });
    expect(record).toMatchObject({
      id: body.id,
      modelUsed: 'test-model',
      usedFallback: false,
      summaryTag: 'Honest Story, Shaky Grammar',
    });
    expect(body.feedback.summaryTag).toBe('Honest Story, Shaky Grammar');
    expect(body.feedback.practiceDrills[0]).toMatch(/^Agreement ladder \(5 min\)/);
    expect(body.feedback.rewrites.map((r) => r.original)).toEqual([realSentence]);
    // Guests are not Pro: no advanced tips even when the model wrote some.
    expect(body.feedback.advancedTips).toEqual([]);
    const rules = generateRulesFeedback({
      ...scenario,
      speech: { ...scenario.speech, title: 'Practice talk' },
    });
    expect(body.scores).toEqual(rules.scores);
    expect(body.feedback.dimensionScores).toEqual(rules.feedback.dimensionScores);

    const [sent] = llm.state.requests;
    expect(sent?.headers.authorization).toBe('Bearer sk-test');
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.response_format.type).toBe('json_schema');
    expect(sent?.body.response_format.json_schema.schema.properties).toHaveProperty('rewrites');
    const prompt = sent?.body.messages[1]?.content;
    // The page's numbers and band words, and the topic rather than an automatic title.
    expect(prompt).toContain('"topic":"Practice talk"');
    expect(prompt).toContain('"pace":"132 WPM, Good"');
    expect(prompt).toContain('"recordingLength":"0:51"');
    expect(prompt).toContain(realSentence);
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    const { body } = await feedbackWith('fenced');
    expect(body).toMatchObject({ modelUsed: 'test-model', usedFallback: false });
  });

  it.each([
    ['malformed JSON', 'malformed'],
    ['an answer that breaks the schema', 'invalid'],
    ['no answer before the timeout', 'timeout'],
    ['HTTP 500', 'error'],
  ] as const)('falls back to the rules coach on %s', async (_name, mode) => {
    const started = Date.now();
    const { body, record } = await feedbackWith(mode);
    expect(Date.now() - started).toBeLessThan(1_900);
    expect(body).toMatchObject({ modelUsed: 'rules', usedFallback: true });
    expect(record).toMatchObject({ id: body.id, modelUsed: 'rules', usedFallback: true });
    const rules = generateRulesFeedback({
      ...scenario,
      speech: { ...scenario.speech, title: 'Practice talk' },
    });
    expect(body.feedback.summaryTag).toBe(rules.feedback.summaryTag);
    expect(body.feedback.improvements).toEqual(rules.feedback.improvements);
    expect(llm.state.requests).toHaveLength(1);
  });

  it("gives a Pro account the model's advanced tips", async () => {
    await setAccount(t.services, user.user.id, { isGuest: false, isPro: true });
    try {
      const { body } = await feedbackWith('valid');
      expect(body.feedback.advancedTips).toEqual(['Use a callback to your opening in the close.']);
      expect(llm.state.requests[0]?.body.messages[1]?.content).toContain('Advanced tips: yes');
    } finally {
      await setAccount(t.services, user.user.id, { isGuest: true, isPro: false });
    }
  });

  it('asks the model for linguistic corrections and falls back to the grammar issues when it fails', async () => {
    const other = await signInGuest(t.app);
    const ask = async (mode: Mode) => {
      llm.state.mode = mode;
      const analysis = { ...scenario.analysis };
      await insertAnalysedSpeech(t.services, other.user.id, analysis);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/linguistic-feedback',
        headers: { cookie: other.cookie },
        payload: { userId: other.user.id, transcript: analysis.transcript },
      });
      return linguisticResponseSchema.parse(res.json());
    };
    const good = await ask('valid');
    expect(good).toMatchObject({ model_used: 'test-model', usedFallback: false, fromCache: false });
    const dont = good.corrections.find((c) => c.original === "he don't");
    expect(dont).toMatchObject({
      reason: 'Third person singular takes "doesn\'t".',
      category: 'grammar',
    });
    expect(scenario.analysis.transcript.slice(dont!.start, dont!.end)).toBe("he don't");
    expect(good.corrections.some((c) => c.original === 'words never spoken')).toBe(false);
    // The checker's other issues are kept beside the model's.
    expect(good.corrections.some((c) => c.original === 'we was')).toBe(true);

    const third = await signInGuest(t.app);
    llm.state.mode = 'error';
    await insertAnalysedSpeech(t.services, third.user.id, scenario.analysis);
    const failed = linguisticResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/linguistic-feedback',
          headers: { cookie: third.cookie },
          payload: { transcript: scenario.analysis.transcript },
        })
      ).json(),
    );
    expect(failed).toMatchObject({ model_used: 'rules', usedFallback: true });
    expect(failed.corrections.filter((c) => c.category === 'grammar')).toHaveLength(6);
  });
});
