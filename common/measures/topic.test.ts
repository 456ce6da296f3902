import { describe, expect, it } from 'vitest';
import { isAutomaticTitle, mentionsTopic, speechTopic, stemWord, topicStems } from './topic';

describe('speechTopic', () => {
  it('is the prompt the speaker answered', () => {
    expect(
      speechTopic({
        title: 'Speech recording - Nov 24 7:29 AM',
        prompt: ' Why our city should plant more trees ',
      }),
    ).toBe('Why our city should plant more trees');
  });

  it('is a typed title when there is no prompt, and nothing for the automatic title', () => {
    expect(speechTopic({ title: 'My wedding toast', prompt: null })).toBe('My wedding toast');
    expect(speechTopic({ title: 'Speech recording - Nov 24 7:29 AM', prompt: null })).toBeNull();
    expect(speechTopic({ title: 'Speech recording - Mar 3 12:05 PM', prompt: '' })).toBeNull();
    expect(speechTopic({ title: 'Untitled Recording', prompt: null })).toBeNull();
  });

  it('knows the automatic title pattern and nothing else', () => {
    expect(isAutomaticTitle('Speech recording - Nov 24 7:29 AM')).toBe(true);
    expect(isAutomaticTitle('  ')).toBe(true);
    expect(isAutomaticTitle('Speech recording - Nov 24 7:29 AM, take two')).toBe(false);
  });
});

describe('topic words', () => {
  it("keeps the prompt's content words, stemmed", () => {
    expect([...topicStems('Why our city should plant more trees')].sort()).toEqual([
      'city',
      'plant',
      'tree',
    ]);
  });

  it('matches the same word in another form', () => {
    const stems = topicStems('Why our city should plant more trees');
    expect(mentionsTopic('trees', stems)).toBe(true);
    expect(mentionsTopic('tree', stems)).toBe(true);
    expect(mentionsTopic('cities', stems)).toBe(true);
    expect(mentionsTopic('planting trees', stems)).toBe(true);
    expect(mentionsTopic('shade', stems)).toBe(false);
    expect(mentionsTopic('trees', new Set())).toBe(false);
    expect(stemWord("library's")).toBe('library');
  });
});
