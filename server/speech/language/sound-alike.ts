/**
 * Words a reader confuses in writing and a recognizer confuses by sound, but
 * a speaker does not: said aloud, "their" and "there" are the same word. A
 * grammar finding that only swaps one for the other is about the
 * recognizer's spelling, not the speaker's grammar.
 */
const GROUPS = [
  "their there they're",
  'to too two',
  "your you're yore",
  "its it's",
  "whose who's",
  'then than',
  'were where wear',
  'affect effect',
  'accept except',
  'lose loose',
  'advice advise',
  'breath breathe',
  'weather whether',
  'which witch',
  'here hear',
  'know no',
  'knew new',
  'right write rite',
  'by buy bye',
  'for four fore',
  'one won',
  'our hour',
  'some sum',
  'son sun',
  'tail tale',
  'plain plane',
  'meat meet',
  'male mail',
  'pair pear pare',
  'flour flower',
  'sole soul',
  'dear deer',
  'heard herd',
  'hole whole',
  'role roll',
  'idle idol',
  'peace piece',
  'principal principle',
  'stationary stationery',
  'complement compliment',
  'cite site sight',
  'course coarse',
  'led lead',
  'passed past',
  'allowed aloud',
  'threw through thru',
  'break brake',
  'wait weight',
  'week weak',
  'waist waste',
  'peak peek pique',
  'rain reign rein',
  'bare bear',
  'board bored',
  'do due dew',
  'fair fare',
  'grate great',
  'hi high',
  'hoarse horse',
  'knight night',
  'knot not',
  'made maid',
  'morning mourning',
  'patience patients',
  'presence presents',
  'real reel',
  'road rode rowed',
  'scene seen',
  'sea see',
  'seam seem',
  'sew so sow',
  'stair stare',
  'steal steel',
  'tide tied',
  'vain vane vein',
  'way weigh whey',
  'wood would',
  'yoke yolk',
  'aisle isle',
  'ate eight',
  'be bee',
  'blew blue',
  'capital capitol',
  'chord cord',
  'medal meddle',
  'pedal peddle',
  'pole poll',
  'pour pore',
  'profit prophet',
  'rote wrote',
  'stake steak',
  'wail whale',
  'waive wave',
  'whine wine',
  'feat feet',
  'band banned',
  'guessed guest',
  'missed mist',
  'mind mined',
  'find fined',
  'higher hire',
  'lessen lesson',
  'loan lone',
  'mane main',
  'manner manor',
  'naval navel',
  'none nun',
  'oar or ore',
  'pail pale',
  'pain pane',
  'pause paws',
  'pray prey',
  'residence residents',
  'root route',
  'sail sale',
  'suite sweet',
  'team teem',
  'toe tow',
  'war wore',
  'warn worn',
  'cell sell',
  'cent scent sent',
  'council counsel',
  'die dye',
  'flew flu flue',
  'hair hare',
  'heal heel',
  'holy wholly',
  'kernel colonel',
  'muscle mussel',
  'sighs size',
  'soar sore',
  'throne thrown',
  'days daze',
  'duel dual',
];

const GROUP_OF = new Map<string, number>();
GROUPS.forEach((group, index) => {
  for (const word of group.split(' ')) GROUP_OF.set(word, index);
});

/** "could of" is how "could've" sounds. */
const MODALS = new Set(['could', 'would', 'should', 'must', 'might', 'may', 'will', 'had']);

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/'ve\b/g, ' have')
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
}

function sameWord(a: string, b: string, before: string | undefined): boolean {
  if (a === b) return true;
  const group = GROUP_OF.get(a);
  if (group !== undefined && group === GROUP_OF.get(b)) return true;
  const ofHave = (x: string, y: string) => x === 'of' && y === 'have';
  return before !== undefined && MODALS.has(before) && (ofHave(a, b) || ofHave(b, a));
}

/**
 * True when the correction `suggested` would sound the same as `said`: the
 * same letters once apostrophes, spaces and hyphens are ignored ("its" /
 * "it's", "every day" / "everyday", "a lot" / "alot"), or word for word the
 * same or sound-alike ("there" / "their", "could of" / "could have").
 */
export function soundsAlike(said: string, suggested: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  if (squash(said) === squash(suggested)) return true;
  const a = tokens(said);
  const b = tokens(suggested);
  if (a.length !== b.length || a.length === 0) return false;
  return a.every((word, i) => sameWord(word, b[i] ?? '', a[i - 1]));
}
