/** Width of `text` in a font, in CSS pixels (the canvas measures it). */
export type Measure = (text: string, font: string) => number;

const ELLIPSIS = '…';

/** The longest start of `text` that fits `maxWidth` with an ellipsis after it. */
function fitWithEllipsis(text: string, maxWidth: number, font: string, measure: Measure): string {
  let cut = text.trimEnd();
  while (cut.length > 0 && measure(`${cut}${ELLIPSIS}`, font) > maxWidth) {
    // Back to the previous word when there is one, else a character.
    const space = cut.lastIndexOf(' ');
    cut = (space > 0 ? cut.slice(0, space) : cut.slice(0, -1)).trimEnd();
  }
  return `${cut}${ELLIPSIS}`;
}

/**
 * `text` broken into lines of at most `maxWidth`, word by word (a word wider
 * than a line is broken where it must), and at most `maxLines` of them: when
 * text is left over, the last line ends with '…'. The share card's one
 * truncation: its preview and its PNG are the same drawing, so they show the
 * same words.
 */
export function clampLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  font: string,
  measure: Measure,
): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    const word = words[index] ?? '';
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, font) <= maxWidth) {
      line = candidate;
      index += 1;
    } else if (line) {
      lines.push(line);
      line = '';
    } else {
      // One word wider than the line: as many characters as fit, the rest next line.
      let take = word.length - 1;
      while (take > 1 && measure(word.slice(0, take), font) > maxWidth) take -= 1;
      lines.push(word.slice(0, take));
      words[index] = word.slice(take);
    }
  }
  if (line && lines.length < maxLines) lines.push(line);
  else if (line) index -= line.split(' ').length;
  if (index < words.length && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = fitWithEllipsis(lines[last] ?? '', maxWidth, font, measure);
  }
  return lines;
}
