import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth';

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects together', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('[]', 0)).toBe(true);
    expect(jsonNestsDeeperThan('1', 0)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan('{"t":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"t":"say \\"[[[[\\" and \\\\"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"t":"\\\\",  "u":[[1]]}', 2)).toBe(true);
  });

  it('finds 20,000 levels without recursing', () => {
    expect(jsonNestsDeeperThan('['.repeat(20_000) + ']'.repeat(20_000), 32)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":'.repeat(33) + '1' + '}'.repeat(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":'.repeat(32) + '1' + '}'.repeat(32), 32)).toBe(false);
  });
});
