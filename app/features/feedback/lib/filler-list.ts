/** The per-word filler counts, most frequent first; the map may arrive as a JSON string (spec 3). */
export function getFillerCounts(value: unknown): { word: string; count: number }[] {
  let map: unknown = value;
  if (typeof value === 'string') {
    try {
      map = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return [];
  return Object.entries(map as Record<string, unknown>)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}
