import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, createServer } from 'vite';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { pathAliases } from './path-aliases';

const MARKER = '<!--first-paint-->';

/** app/first-paint/markup.ts's FirstPaintMarkup; passed through as JSON (scripts see no DOM types). */
type FirstPaintMarkup = Record<string, unknown>;
const VIRTUAL_ID = 'virtual:podium-first-paint';
/** app/first-paint/markup.ts's FIRST_PAINT_MARKUP_ID. */
const MARKUP_ID = 'podium-first-paint';
/** The modules the first-paint script preloads, beside the build (read by scripts/lighthouse.ts). */
export const FIRST_SCREENS_FILE = '.podium-first-screens.json';

/** The first screens rendered by the app's components, through Vite's SSR. */
async function renderMarkup(config: ResolvedConfig): Promise<FirstPaintMarkup> {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule('/first-paint/render-first-paint.tsx')) as {
      renderFirstPaint: () => FirstPaintMarkup;
    };
    return module.renderFirstPaint();
  } finally {
    await server.close();
  }
}

/**
 * The modules the first-paint script preloads, by name: `start`, the stages
 * main.tsx imports one by one (so that each evaluates in a task of its own)
 * with everything they import statically; `home` and `history`, each first
 * screen's lazy chunk with what it imports. Vite preloads only the entry's
 * static imports. The script adds these links itself, after it has started
 * the session and data requests: over HTTP/1.1 a browser opens 6
 * connections to a host, and thirty module preloads in index.html kept those
 * requests (and the first paint) waiting for one.
 */
function modulePreloads(bundle: Rollup.OutputBundle, html: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter(
    (item): item is Rollup.OutputChunk => item.type === 'chunk',
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const taken = new Set<string>();
  const closure = (roots: string[]): string[] => {
    const files: string[] = [];
    const visit = (fileName: string) => {
      if (taken.has(fileName) || html.includes(`"/${fileName}"`)) return;
      taken.add(fileName);
      files.push(`/${fileName}`);
      for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return files;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk');
  const screen = (route: string) => {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/app/routes/${route}.tsx`));
    if (!chunk) throw new Error(`No chunk for app/routes/${route}.tsx`);
    return chunk.fileName;
  };
  const start = closure(entry.dynamicImports);
  const home = closure([screen('home')]);
  // Progress may share modules with Home: its list stands on its own.
  for (const file of home) taken.delete(file.slice(1));
  const history = closure([screen('history')]);
  return { start, home, history };
}

/** app/first-paint/boot.ts with the markup, as one small classic script (IIFE). */
async function bundleBoot(root: string, preloads: Record<string, string[]>): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    // Not 'warn': rolldown warns about 'use client' directives it need not keep.
    logLevel: 'error',
    resolve: { alias: pathAliases },
    plugins: [
      {
        name: 'podium:first-paint-markup',
        resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
        load: (id) =>
          id === `\0${VIRTUAL_ID}`
            ? `export const modulePreloads = ${JSON.stringify(preloads)};`
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: {
        entry: path.join(root, 'first-paint/boot.ts'),
        formats: ['iife'],
        name: 'podiumFirstPaint',
        fileName: 'first-paint',
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error('The first-paint script did not build');
  return chunk.code;
}

/**
 * What the first paint needs, first in the head: a preload of the first-paint
 * script (in the body, the preload scanner found it after the entry's module
 * preloads), the stylesheet, and the first screens' markup as a JSON block
 * (in the document it needs no request of its own: the page's first round
 * trips carry it).
 */
function firstInLine(html: string, fileName: string, markup: FirstPaintMarkup): string {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0] ?? '';
  const firstModule = html.indexOf('<script type="module"');
  if (firstModule === -1) throw new Error('index.html has no module script');
  const head = html.slice(0, firstModule).replace(stylesheet, '');
  const rest = html.slice(firstModule).replace(stylesheet, '');
  // A data block, not a script: the CSP runs no inline script. '<' is escaped
  // so that no '</script>' in the markup can end the block early.
  const json = JSON.stringify(markup).replace(/</g, '\\u003c');
  return (
    `${head}<link rel="preload" as="script" href="/${fileName}">\n    ` +
    `${stylesheet.trim()}\n    ` +
    `<script type="application/json" id="${MARKUP_ID}">${json}</script>\n    ${rest}`
  );
}

/**
 * Paints Home and Progress before the app's JavaScript arrives (issue 11,
 * item 12; docs/client.md "Loading, performance and the PWA"): renders them
 * at build time, bundles app/first-paint/boot.ts with that markup into
 * assets/first-paint-<hash>.js, and puts it where index.html says
 * <!--first-paint-->. In development the marker stays a comment and the app
 * paints everything itself.
 */
export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'podium:first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || !String(html.source).includes(MARKER)) {
        this.error(`index.html has no ${MARKER} marker`);
      }
      const preloads = modulePreloads(bundle, String(html.source));
      const code = await bundleBoot(config.root, preloads);
      const markup = await renderMarkup(config);
      // For scripts/lighthouse.ts's initial JavaScript; a dot file the server does not serve.
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREENS_FILE,
        source: JSON.stringify(preloads),
      });
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      const fileName = `assets/first-paint-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      html.source = firstInLine(
        String(html.source).replace(MARKER, `<script src="/${fileName}"></script>`),
        fileName,
        markup,
      );
    },
  };
}
