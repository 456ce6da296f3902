/**
 * What a speech is about, for the coach's words: the prompt the speaker
 * answered, else a title they typed. The automatic title ('Speech recording -
 * Nov 24 7:29 AM', spec 5) and Untitled Recording say nothing about the speech.
 */

const AUTOMATIC_TITLE = /^speech recording - [a-z]{3} \d{1,2} \d{1,2}:\d{2} [ap]m$/i;
const UNTITLED = 'untitled recording';

/** True for a title the app made up rather than the speaker. */
export function isAutomaticTitle(title: string | null | undefined): boolean {
  const clean = title?.trim() ?? '';
  return clean === '' || clean.toLowerCase() === UNTITLED || AUTOMATIC_TITLE.test(clean);
}

/** The topic to name the speech by: its prompt, else a typed title, else null. */
export function speechTopic(speech: {
  title: string | null | undefined;
  prompt: string | null | undefined;
}): string | null {
  const prompt = speech.prompt?.trim();
  if (prompt) return prompt;
  return isAutomaticTitle(speech.title) ? null : (speech.title?.trim() ?? null);
}

/** Words that carry no topic ('why our city should plant more trees' is about city, plant, trees). */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but if so of to in on at by for with from into about as is are was were be been ' +
    'being am do does did have has had will would should could can may might must shall this that ' +
    'these those it its they them their there here what which who whom whose why how when where ' +
    'i me my we us our you your he him his she her one ones more most less least much many some any ' +
    'all every each no not nor than then too very just also only own same such other really thing ' +
    'things way ways make makes made get gets got give tell talk speak speech describe explain share ' +
    'think about your favourite favorite'
  ).split(' '),
);

/** A light stem so 'trees', 'tree' and "tree's" match; 'cities' and 'city'; 'planting' and 'plant'. */
export function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  return w;
}

/** The topic's content words, stemmed. */
export function topicStems(topic: string | null | undefined): Set<string> {
  const stems = new Set<string>();
  for (const word of (topic ?? '').toLowerCase().match(/[a-z][a-z'’]*/g) ?? []) {
    if (word.length < 3 || FUNCTION_WORDS.has(word)) continue;
    stems.add(stemWord(word));
  }
  return stems;
}

/** True when a word or phrase contains one of the topic's words: saying it often is the point. */
export function mentionsTopic(text: string, stems: ReadonlySet<string>): boolean {
  if (stems.size === 0) return false;
  return (text.toLowerCase().match(/[a-z][a-z'’]*/g) ?? []).some((w) => stems.has(stemWord(w)));
}
