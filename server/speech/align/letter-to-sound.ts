/**
 * A pronunciation from the letters, for words the dictionary lacks (names,
 * brands, new words). It only has to be close enough for forced alignment to
 * find the word's edges, not to be right: a few dozen English spelling rules,
 * longest match first, with a silent final e that lengthens the vowel before it.
 */
const RULES: Array<[string, string]> = [
  ['tion', 'SH AH N'],
  ['sion', 'ZH AH N'],
  ['ture', 'CH ER'],
  ['eigh', 'EY'],
  ['ough', 'AO'],
  ['augh', 'AO'],
  ['igh', 'AY'],
  ['tch', 'CH'],
  ['dge', 'JH'],
  ['sch', 'S K'],
  ['ph', 'F'],
  ['sh', 'SH'],
  ['ch', 'CH'],
  ['th', 'TH'],
  ['wh', 'W'],
  ['ck', 'K'],
  ['ng', 'NG'],
  ['qu', 'K W'],
  ['gh', ''],
  ['ee', 'IY'],
  ['ea', 'IY'],
  ['oo', 'UW'],
  ['ou', 'AW'],
  ['ow', 'OW'],
  ['oi', 'OY'],
  ['oy', 'OY'],
  ['ai', 'EY'],
  ['ay', 'EY'],
  ['au', 'AO'],
  ['aw', 'AO'],
  ['ei', 'EY'],
  ['ie', 'IY'],
  ['ue', 'UW'],
  ['ew', 'UW'],
  ['oa', 'OW'],
  ['ar', 'AA R'],
  ['er', 'ER'],
  ['ir', 'ER'],
  ['ur', 'ER'],
  ['or', 'AO R'],
  ['x', 'K S'],
  ['a', 'AE'],
  ['e', 'EH'],
  ['i', 'IH'],
  ['o', 'AA'],
  ['u', 'AH'],
  ['b', 'B'],
  ['d', 'D'],
  ['f', 'F'],
  ['h', 'HH'],
  ['j', 'JH'],
  ['k', 'K'],
  ['l', 'L'],
  ['m', 'M'],
  ['n', 'N'],
  ['p', 'P'],
  ['q', 'K'],
  ['r', 'R'],
  ['s', 'S'],
  ['t', 'T'],
  ['v', 'V'],
  ['w', 'W'],
  ['z', 'Z'],
];
const LONG: Record<string, string> = { a: 'EY', e: 'IY', i: 'AY', o: 'OW', u: 'UW' };
const LETTER_NAMES: Record<string, string> = {
  a: 'EY',
  b: 'B IY',
  c: 'S IY',
  d: 'D IY',
  e: 'IY',
  f: 'EH F',
  g: 'JH IY',
  h: 'EY CH',
  i: 'AY',
  j: 'JH EY',
  k: 'K EY',
  l: 'EH L',
  m: 'EH M',
  n: 'EH N',
  o: 'OW',
  p: 'P IY',
  q: 'K Y UW',
  r: 'AA R',
  s: 'EH S',
  t: 'T IY',
  u: 'Y UW',
  v: 'V IY',
  w: 'D AH B AH L Y UW',
  x: 'EH K S',
  y: 'W AY',
  z: 'Z IY',
};
const VOWEL = /[aeiouy]/;

/** "FBI" is said letter by letter. */
export function spellLetters(word: string): string {
  return [...word.toLowerCase()]
    .map((c) => LETTER_NAMES[c])
    .filter(Boolean)
    .join(' ');
}

export function letterToSound(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 'AH';
  // A word without vowels is an abbreviation ("mr", "nyc"): letter names.
  if (!/[aeiouy]/.test(w)) return spellLetters(w);
  // Silent final e lengthens the vowel one consonant before it ("bake", "fine").
  const magic = /([aeiou])([^aeiouy])e$/.exec(w);
  const body = magic && w.length > 3 ? w.slice(0, -1) : w;
  const longAt = magic && w.length > 3 ? body.length - 2 : -1;
  const phones: string[] = [];
  let i = 0;
  while (i < body.length) {
    const c = body[i] ?? '';
    // Doubled consonants are one sound ("ll", "ss").
    if (i > 0 && c === body[i - 1] && !VOWEL.test(c)) {
      i++;
      continue;
    }
    if (i === longAt && LONG[c]) {
      phones.push(LONG[c]);
      i++;
      continue;
    }
    if (c === 'c') {
      phones.push(/[eiy]/.test(body[i + 1] ?? '') ? 'S' : 'K');
      i++;
      continue;
    }
    if (c === 'g' && body[i + 1] !== 'h') {
      phones.push(/[eiy]/.test(body[i + 1] ?? '') ? 'JH' : 'G');
      i++;
      continue;
    }
    if (c === 'y') {
      phones.push(i === 0 ? 'Y' : i === body.length - 1 ? 'IY' : 'IH');
      i++;
      continue;
    }
    if (i === 0 && (body.startsWith('kn') || body.startsWith('wr'))) {
      i++;
      continue;
    }
    const rule = RULES.find(([letters]) => body.startsWith(letters, i));
    if (!rule) {
      i++;
      continue;
    }
    if (rule[1]) phones.push(rule[1]);
    i += rule[0].length;
  }
  // A final s after a voiced sound is said z ("dogs").
  const out = phones.join(' ').split(' ').filter(Boolean);
  if (w.endsWith('s') && out.at(-1) === 'S' && !/[ptkf]$/.test(w.slice(0, -1)))
    out[out.length - 1] = 'Z';
  return out.length > 0 ? out.join(' ') : 'AH';
}
