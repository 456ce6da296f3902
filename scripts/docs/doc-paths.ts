import fs from 'node:fs';
import path from 'node:path';

/** The folders a repository path in the docs starts with. */
export const ROOTS = ['app', 'server', 'common', 'scripts', 'tests', 'docs'] as const;

/** Folders never listed: installed, built or generated at run time. */
const SKIPPED = new Set(['node_modules', 'dist', 'data', '.git', 'coverage', 'test-results']);

/**
 * Git-ignored folders that `npm test` and `make-fixtures` fill: a path under
 * them is checked up to the folder, which a fresh clone does not have yet.
 */
export const GENERATED = ['tests/fixtures/generated/'];

export interface DocPath {
  /** As written, after trimming a line number or anchor. */
  path: string;
  line: number;
  /** A relative link (`[text](metrics.md)`), resolved against the document's folder. */
  relativeTo?: string;
  /** A link's `#anchor`, a heading of the markdown file it names. */
  anchor?: string;
}

const rootPattern = new RegExp(`^(?:\\./)?(?:${ROOTS.join('|')})/`);

/** Strips what follows a path but is not part of it: `:42`, `#anchor`, `?query`, punctuation. */
function clean(raw: string): string {
  return raw
    .replace(/[#?].*$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/[.,;:)]+$/, '')
    .replace(/^\.\//, '');
}

/**
 * The repository paths a markdown document names: in inline code
 * (`server/app.ts`), in fenced code (any word that starts with a root
 * folder), and as link targets (`[x](server/app.ts)`, or relative ones such
 * as `[x](metrics.md#pace)` that are resolved against the document's folder).
 */
export function findDocPaths(markdown: string): DocPath[] {
  const found: DocPath[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      for (const word of text.split(/[\s'"`()=,]+/)) {
        if (rootPattern.test(word)) found.push({ path: clean(word), line });
      }
      return;
    }
    for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
      if (code && rootPattern.test(code)) found.push({ path: clean(code), line });
    }
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const cleaned = clean(target);
      if (cleaned === '') continue;
      const anchor = /#(.+)$/.exec(target)?.[1];
      found.push({
        path: cleaned,
        line,
        ...(rootPattern.test(target) ? {} : { relativeTo: '.' }),
        ...(anchor ? { anchor } : {}),
      });
    }
  });
  return found;
}

/**
 * A path pattern as a regular expression over repository paths: `*` is any
 * run of characters within a folder, `**` any run of folders, `<name>` or
 * `{name}` or `...` a placeholder for one name, `{a,b}` either.
 */
export function pathPattern(docPath: string): RegExp {
  let source = '';
  let rest = docPath.replace(/\/$/, '');
  while (rest.length > 0) {
    const alternatives = /^\{([^{}]*,[^{}]*)\}/.exec(rest);
    const atSegmentStart = source === '' || source.endsWith('/');
    const placeholder =
      /^(<[^<>/]+>|\{[^{},/]+\}|\.\.\.|…)/.exec(rest) ??
      (atSegmentStart ? /^[A-Z][A-Z0-9_]+(?=[./]|$)/.exec(rest) : null);
    if (rest.startsWith('**')) {
      source += '.*';
      rest = rest.slice(2);
    } else if (rest.startsWith('*')) {
      source += '[^/]*';
      rest = rest.slice(1);
    } else if (alternatives?.[1] !== undefined) {
      source += `(?:${alternatives[1]
        .split(',')
        .map((part) => part.replace(/[.+^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      rest = rest.slice(alternatives[0].length);
    } else if (placeholder) {
      source += '[^/]+';
      rest = rest.slice(placeholder[0].length);
    } else {
      source += rest[0]!.replace(/[.+^$(){}|[\]\\?]/g, '\\$&');
      rest = rest.slice(1);
    }
  }
  // A folder matches too: `server/routes/` names the files under it.
  return new RegExp(`^${source}(?:/.*)?$`);
}

/** Every file of the repository, as `folder/file` relative paths (installed and built folders left out). */
export function listRepoFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  walk('');
  return files;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown document's headings. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  let fenced = false;
  for (const text of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(text);
    if (heading?.[1]) slugs.add(headingSlug(heading[1]));
  }
  return slugs;
}

/** Where a found path points, as a repository path. */
function resolve(docFile: string, found: DocPath): string {
  return found.relativeTo
    ? path.posix.normalize(path.posix.join(path.posix.dirname(docFile), found.path))
    : found.path;
}

/** The named paths of one document that match no file of the repository. */
export function missingPaths(
  docFile: string,
  markdown: string,
  repoFiles: readonly string[],
): DocPath[] {
  return findDocPaths(markdown).filter((found) => {
    const wanted = resolve(docFile, found);
    if (GENERATED.some((dir) => wanted.startsWith(dir))) return false;
    const pattern = pathPattern(wanted);
    return !repoFiles.some((file) => pattern.test(file));
  });
}

/** Links to a heading (`metrics.md#pace`) whose document has no such heading. */
export function missingAnchors(
  docFile: string,
  markdown: string,
  read: (repoPath: string) => string | undefined,
): DocPath[] {
  return findDocPaths(markdown).filter((found) => {
    if (!found.anchor) return false;
    const target = found.path.endsWith('.md') ? read(resolve(docFile, found)) : undefined;
    return target !== undefined && !headingSlugs(target).has(found.anchor);
  });
}
