import type { Plugin, Rollup } from 'vite';

/**
 * main.tsx loads the app in stages with import(), so that each evaluates in a
 * task of its own; Vite only preloads an entry's static imports, so the
 * stages would be fetched one after the other. This adds a modulepreload to
 * index.html for each stage and everything it imports statically (not the
 * screens they load later), so they download together with the entry.
 */
export function preloadStages(): Plugin {
  return {
    name: 'podium:preload-stages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName) || fileName === entry.fileName) return;
        files.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const stage of entry.dynamicImports) visit(stage);
      const source = String(html.source);
      const links = [...files]
        .filter((file) => !source.includes(`"/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      html.source = source.replace('</head>', `    ${links}\n  </head>`);
    },
  };
}
