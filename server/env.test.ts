import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('speech settings', () => {
  it('decodes Moonshine with a beam of 3 unless MOONSHINE_BEAM says otherwise; 1 is greedy', () => {
    expect(loadEnv({}).MOONSHINE_BEAM).toBe(3);
    expect(loadEnv({ MOONSHINE_BEAM: '1' }).MOONSHINE_BEAM).toBe(1);
  });

  it('weighs the word language model at 0.2 unless MOONSHINE_LM_WEIGHT says otherwise; 0 is off', () => {
    expect(loadEnv({}).MOONSHINE_LM_WEIGHT).toBe(0.2);
    expect(loadEnv({ MOONSHINE_LM_WEIGHT: '0' }).MOONSHINE_LM_WEIGHT).toBe(0);
    for (const value of ['-1', 'heavy', '5']) {
      expect(() => loadEnv({ MOONSHINE_LM_WEIGHT: value })).toThrow(EnvError);
    }
  });

  it('refuses a beam that is not a small positive whole number', () => {
    for (const value of ['0', '2.5', 'wide', '40']) {
      expect(() => loadEnv({ MOONSHINE_BEAM: value })).toThrow(EnvError);
    }
  });
});
