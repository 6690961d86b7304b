import type { Plugin } from 'vite';

/** Marks the early entry's script, which prerendered pages leave out. */
export const EARLY_ENTRY_ATTRIBUTE = 'data-early-entry';

/**
 * Builds `source` as an entry of its own and loads it before the app's entry. Vite folds every
 * module script of index.html into one entry, which runs only once all of the app's modules have
 * downloaded and been evaluated; a separate entry runs as soon as the page is parsed. Used for
 * work that has to start as early as possible and needs little code (an editor's first preview).
 */
export function earlyEntryPlugin({ name, source }: { name: string; source: string }): Plugin {
  return {
    name: 'early-entry',
    apply: 'build',
    options(options) {
      if (typeof options.input !== 'object' || Array.isArray(options.input)) {
        const html =
          (Array.isArray(options.input) ? options.input[0] : options.input) ?? 'index.html';
        return { ...options, input: { index: html, [name]: source } };
      }
      return { ...options, input: { ...options.input, [name]: source } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === name,
        );
        if (!chunk) return [];
        return [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              crossorigin: true,
              src: `/${chunk.fileName}`,
              [EARLY_ENTRY_ATTRIBUTE]: true,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
