import { describe, expect, it } from 'vitest';
import { speechTopic } from '@common/measures/topic';
import { computeFacts } from '../rules/facts';
import { generateRulesFeedback } from '../rules/rules-coach';
import { interviewAnswer } from '../test-support/test-scenarios';
import { feedbackMessages } from './prompt';

describe('LLM coach prompt', () => {
  const factsOf = (input: ReturnType<typeof interviewAnswer>) =>
    computeFacts(input.analysis, input.speech.durationSec, speechTopic(input.speech));

  it("gives the model the practice mode's rubric, with the parts found and where", () => {
    const input = { ...interviewAnswer(), mode: 'interview' as const };
    const [system, user] = feedbackMessages(input, factsOf(input), generateRulesFeedback(input));
    expect(system?.content).toMatch(/judge its structure against "rubric"/);
    const facts = JSON.parse(/Measured facts \(JSON\): (.*)/.exec(user?.content ?? '')![1]!);
    expect(facts.practiceMode).toBe('interview');
    expect(facts.rubric.structure).toBe('STAR answer');
    expect(facts.rubric.parts[0]).toMatchObject({ part: 'Situation', found: true, at: '0:00' });
    expect(facts.rubric.parts[0].quote).toMatch(/^"when i was working/);
  });

  it('tells the model what the room or microphone did to the recording, and not to blame the speaker', () => {
    const base = interviewAnswer();
    const input = {
      ...base,
      analysis: {
        ...base.analysis,
        recording: { humHz: 60, clippedShare: 0, noiseFloorDbfs: -30, speechLevelDbfs: -18 },
      },
    };
    const [system, user] = feedbackMessages(input, factsOf(input), generateRulesFeedback(input));
    expect(system?.content).toMatch(/"recording" lists what the room or microphone did/);
    const facts = JSON.parse(/Measured facts \(JSON\): (.*)/.exec(user?.content ?? '')![1]!);
    expect(facts.recording).toEqual([
      'Mains hum at 60 Hz taken out',
      'The room was loud next to your voice',
    ]);
    const [, plain] = feedbackMessages(base, factsOf(base), generateRulesFeedback(base));
    expect(
      JSON.parse(/Measured facts \(JSON\): (.*)/.exec(plain?.content ?? '')![1]!).recording,
    ).toEqual([]);
  });

  it('gives no rubric in general coaching', () => {
    const input = interviewAnswer();
    const [, user] = feedbackMessages(input, factsOf(input), generateRulesFeedback(input));
    const facts = JSON.parse(/Measured facts \(JSON\): (.*)/.exec(user?.content ?? '')![1]!);
    expect(facts).toMatchObject({ practiceMode: 'general', rubric: null });
  });
});
