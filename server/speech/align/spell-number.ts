const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Array<[number, string]> = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];
/** Ordinal endings by the last word of the cardinal ("twenty one" -> "twenty first"). */
const ORDINAL: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function underHundred(n: number): string[] {
  if (n < 20) return [ONES[n] ?? ''];
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? [tens] : [tens, ONES[n % 10] ?? ''];
}

function underThousand(n: number): string[] {
  const out: string[] = [];
  if (n >= 100) out.push(ONES[Math.floor(n / 100)] ?? '', 'hundred');
  if (n % 100 !== 0 || n === 0) out.push(...underHundred(n % 100));
  return out;
}

/** A whole number as said ("1200" -> one thousand two hundred); years read in pairs. */
export function spellInteger(n: number, { year = false } = {}): string[] {
  if (!Number.isSafeInteger(n) || n < 0) return [];
  // 1999 "nineteen ninety nine", 2024 "twenty twenty four"; 2000-2009 as cardinals.
  if (year && n >= 1100 && n <= 2099 && !(n >= 2000 && n <= 2009) && n % 100 !== 0) {
    const low = n % 100;
    return [
      ...underHundred(Math.floor(n / 100)),
      ...(low < 10 ? ['oh', ONES[low] ?? ''] : underHundred(low)),
    ];
  }
  if (n < 1000) return underThousand(n);
  const out: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      out.push(...spellInteger(Math.floor(rest / size)), name);
      rest %= size;
    }
  }
  if (rest > 0) out.push(...underThousand(rest));
  return out;
}

export function ordinalOf(words: string[]): string[] {
  const last = words.at(-1) ?? '';
  const head = words.slice(0, -1);
  if (ORDINAL[last]) return [...head, ORDINAL[last]];
  if (last.endsWith('y')) return [...head, `${last.slice(0, -1)}ieth`];
  return [...head, `${last}th`];
}

/**
 * How a written number is said, for alignment: "40" forty, "1,200" one
 * thousand two hundred, "3.5" three point five, "21st" twenty first, "1990s"
 * nineteen nineties, "2024" twenty twenty four. Null when it is not a number.
 */
export function spellNumber(token: string): string[] | null {
  const ordinal = /^(\d[\d,]*)(st|nd|rd|th)$/i.exec(token);
  if (ordinal?.[1]) return ordinalOf(spellInteger(Number(ordinal[1].replace(/,/g, ''))));
  const decade = /^(\d{2,4})'?s$/.exec(token);
  if (decade?.[1]) {
    const words = spellInteger(Number(decade[1]), { year: true });
    const last = words.at(-1) ?? '';
    return [...words.slice(0, -1), last.endsWith('y') ? `${last.slice(0, -1)}ies` : `${last}s`];
  }
  const decimal = /^(\d[\d,]*)?\.(\d+)$/.exec(token);
  if (decimal) {
    const whole = decimal[1] ? spellInteger(Number(decimal[1].replace(/,/g, ''))) : ['point'];
    const digits = [...(decimal[2] ?? '')].map((d) => ONES[Number(d)] ?? '');
    return decimal[1] ? [...whole, 'point', ...digits] : [...whole, ...digits];
  }
  if (/^\d{1,3}(,\d{3})+$/.test(token)) return spellInteger(Number(token.replace(/,/g, '')));
  if (/^\d+$/.test(token)) {
    // "007", a long code: digit by digit.
    if ((token.length > 1 && token.startsWith('0')) || token.length > 12) {
      return [...token].map((d) => (d === '0' ? 'oh' : (ONES[Number(d)] ?? '')));
    }
    const n = Number(token);
    return spellInteger(n, { year: token.length === 4 });
  }
  return null;
}
