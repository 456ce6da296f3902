// How recognizers spell a hesitation, letters drawn out or not ("Um," "Ummm" "uhh" "Hmm" "HUMM"
// "erm"), and the one spelling Podium reports it under. "hum" with one m is a word; "eh" is a
// tag in some dialects, not a hesitation. Plain JavaScript so that Moonshine's worker thread,
// which has no TypeScript loader, reads the same spellings as the rest of the pipeline
// (hesitation-words.ts); typed in hesitation-spellings.d.mts.
export const HESITATION_SPELLINGS = [
  [/^u+h+$/, 'uh'],
  [/^u+h*m+$/, 'um'],
  [/^e+r+$/, 'er'],
  [/^e+r+m+$/, 'erm'],
  [/^a+h+$/, 'ah'],
  [/^(?:h+m+|h+u+m{2,}|m{2,})$/, 'hmm'],
];
