import { describe, expect, it } from 'vitest';
import { soundsAlike } from './sound-alike';

describe('soundsAlike', () => {
  it.each([
    ['Their', "They're"],
    ['there', 'their'],
    ['its', "it's"],
    ['to', 'too'],
    ['could of', 'could have'],
    ['should of', "should've"],
    ['every day', 'everyday'],
    ['a lot', 'alot'],
    ['bigger then', 'bigger than'],
    ['lose', 'loose'],
  ])('hears "%s" and "%s" as the same speech', (said, fix) => {
    expect(soundsAlike(said, fix)).toBe(true);
  });

  it.each([
    ['was', 'were'],
    ['go', 'goes'],
    ['a', 'an'],
    ["don't", "doesn't"],
    ['buyed', 'bought'],
    ['more easier', 'easier'],
    ['piece of', 'piece have'],
  ])('hears "%s" and "%s" as different', (said, fix) => {
    expect(soundsAlike(said, fix)).toBe(false);
  });
});
