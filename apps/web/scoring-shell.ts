import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** The files of an HTML entry: the page, its entry chunk, every chunk that imports, and their styles. */
function entryFiles(bundle: OutputBundle, html: string): Set<string> {
  const files = new Set<string>([html]);
  const entry = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(`/${html}`),
  );
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (!output || files.has(fileName)) return;
    files.add(fileName);
    if (output.type !== 'chunk') return;
    output.viteMetadata?.importedCss.forEach((css) => files.add(css));
    [...output.imports, ...output.dynamicImports].forEach(visit);
  };
  if (entry) visit(entry.fileName);
  return files;
}

/**
 * Which built files make the scoring page's shell, worked out from the bundle: the service worker precaches these and
 * none of the admin app's, so that installing the scoring page downloads only the scoring page. The page also lists
 * its entry's chunks as module preloads, so that a phone fetches them at once rather than a round trip later (the
 * build's own preloads are off for the admin app: decision 0023).
 */
export function scoringShell(html: string) {
  let files = new Set<string>();
  const plugin: Plugin = {
    name: 'fairway-scoring-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      files = entryFiles(bundle, html);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_page, context) {
        if (!context.filename.endsWith(`/${html}`) || !context.chunk) return undefined;
        return context.chunk.imports.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
  return { plugin, files: () => files };
}
