/**
 * The theme on <html>: the `dark` class the CSS tokens key on, the colour
 * scheme and the browser's theme colour. No React here: the first-paint
 * script applies the stored theme with it before the app has loaded.
 */
export function applyThemeToDocument(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? '#0b1020' : '#f6f4ef');
}
