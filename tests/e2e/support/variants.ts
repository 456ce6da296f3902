/**
 * The theme and width pairs a screen walk runs in. `npm test` takes a spread that has each width
 * once and both themes (the whole matrix cost 23 of its browser minutes, ADR 33); `npm run
 * test:screens` (E2E_VARIANTS=all) walks every pair.
 */
export function screenVariants<T extends string, W>(
  themes: readonly T[],
  widths: readonly W[],
): Array<{ theme: T; width: W }> {
  if (process.env.E2E_VARIANTS === 'all') {
    return themes.flatMap((theme) => widths.map((width) => ({ theme, width })));
  }
  return widths.map((width, i) => ({ theme: themes[i % themes.length]!, width }));
}
