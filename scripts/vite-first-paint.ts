import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, createServer } from 'vite';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { pathAliases } from './path-aliases';

const MARKER = '<!--first-paint-->';

/** app/first-paint/markup.ts's FirstPaintMarkup; passed through as JSON (scripts see no DOM types). */
type FirstPaintMarkup = Record<string, unknown>;
const VIRTUAL_ID = 'virtual:podium-first-paint';
/** Each first screen's module files, beside the build (read by scripts/lighthouse.ts). */
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
 * The module files of each first screen's lazy chunk, with everything it
 * imports statically and index.html does not already load: the first-paint
 * script preloads the current screen's, so its code downloads with the entry.
 */
function screenPreloads(bundle: Rollup.OutputBundle, html: string): Record<string, string[]> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (fileName: string, files = new Set<string>()): Set<string> => {
    if (files.has(fileName) || html.includes(`"/${fileName}"`)) return files;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, files);
    return files;
  };
  const screenChunk = (route: string) => {
    const chunk = [...chunks.values()].find((item) =>
      item.facadeModuleId?.endsWith(`/app/routes/${route}.tsx`),
    );
    if (!chunk) throw new Error(`No chunk for app/routes/${route}.tsx`);
    return [...closure(chunk.fileName)].map((file) => `/${file}`);
  };
  return { home: screenChunk('home'), history: screenChunk('history') };
}

/** app/first-paint/boot.ts with the markup, as one small classic script (IIFE). */
async function bundleBoot(
  root: string,
  markup: FirstPaintMarkup,
  preloads: Record<string, string[]>,
): Promise<string> {
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
            ? `export const firstPaintMarkup = ${JSON.stringify(markup)};\n` +
              `export const firstScreenPreloads = ${JSON.stringify(preloads)};`
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
 * What the first paint needs, ahead of the app's modules in the head: the
 * stylesheet and a preload of the first-paint script. Over HTTP/1.1 a browser
 * opens 6 connections to a host, and the thirty module preloads before them
 * kept the first-paint script waiting for one (it came last, 350 ms late).
 */
function firstInLine(html: string, fileName: string): string {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0] ?? '';
  const firstModule = html.indexOf('<script type="module"');
  if (firstModule === -1) throw new Error('index.html has no module script');
  const head = html.slice(0, firstModule).replace(stylesheet, '');
  const rest = html.slice(firstModule).replace(stylesheet, '');
  return (
    `${head}<link rel="preload" as="script" href="/${fileName}">\n    ` +
    `${stylesheet.trim()}\n    ${rest}`
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
      const preloads = screenPreloads(bundle, String(html.source));
      const code = await bundleBoot(config.root, await renderMarkup(config), preloads);
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
      );
    },
  };
}
