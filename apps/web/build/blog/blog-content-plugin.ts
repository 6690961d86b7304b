import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { BlogPost, BlogPostSummary } from '../../src/features/blog/blog-types.ts';
import { loadPosts } from './load-posts.ts';

/** The article list (no bodies) and a loader for one article's body. */
export const BLOG_INDEX_ID = 'virtual:blog-content';
/** One article with its body: `virtual:blog-post/<slug>`, loaded on its own page only. */
export const BLOG_POST_PREFIX = 'virtual:blog-post/';

export interface BlogContentPluginOptions {
  /** The folder of `<slug>.md` articles. */
  dir: string;
  /** Checked for each article's cover image. */
  publicDir?: string;
  /** Error messages name files relative to this folder. */
  displayRoot?: string;
  /** Defaults to showing drafts in the dev server and leaving them out of builds. */
  includeDrafts?: boolean;
}

export function summarize(post: BlogPost): BlogPostSummary {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { html, toc, ...summary } = post;
  return summary;
}

function indexModule(posts: BlogPost[]): string {
  const loaders = posts
    .map(
      (post) =>
        `  ${JSON.stringify(post.slug)}: () => import(${JSON.stringify(BLOG_POST_PREFIX + post.slug)}),`,
    )
    .join('\n');
  return [
    `export const posts = ${JSON.stringify(posts.map(summarize))};`,
    `const loaders = {\n${loaders}\n};`,
    'export function loadPost(slug) {',
    '  const load = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined;',
    '  return load ? load().then((module) => module.default) : Promise.resolve(null);',
    '}',
  ].join('\n');
}

/**
 * Turns content/blog/*.md into modules at build time, so the browser receives ready HTML and never
 * a Markdown parser. The list is one small module; each article's body is a chunk of its own.
 */
export function blogContentPlugin(options: BlogContentPluginOptions): Plugin {
  const dir = resolve(options.dir);
  let includeDrafts = options.includeDrafts ?? false;
  let serving = false;
  let posts: BlogPost[] | null = null;

  const current = () => {
    posts ??= loadPosts({
      dir,
      includeDrafts,
      publicDir: options.publicDir,
      displayRoot: options.displayRoot,
    });
    return posts;
  };

  const invalidate = (server: ViteDevServer) => {
    posts = null;
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (
        module.id?.startsWith(`\0${BLOG_INDEX_ID}`) ||
        module.id?.startsWith(`\0${BLOG_POST_PREFIX}`)
      ) {
        server.moduleGraph.invalidateModule(module);
      }
    }
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'resumio-blog-content',
    configResolved(config) {
      serving = config.command === 'serve';
      includeDrafts = options.includeDrafts ?? serving;
    },
    buildStart() {
      // Every build reads the folder again: a watch rebuild must see edited articles.
      posts = null;
      current();
    },
    resolveId(id) {
      if (id === BLOG_INDEX_ID || id.startsWith(BLOG_POST_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${BLOG_INDEX_ID}`) {
        // A watching build rebuilds when an article changes; the dev server watches on its own.
        if (!serving) this.addWatchFile(dir);
        return indexModule(current());
      }
      if (id.startsWith(`\0${BLOG_POST_PREFIX}`)) {
        const slug = id.slice(BLOG_POST_PREFIX.length + 1);
        const post = current().find((p) => p.slug === slug);
        if (!post) throw new Error(`No published article "${slug}" in ${dir}`);
        return `export default ${JSON.stringify(post)};`;
      }
      return undefined;
    },
    configureServer(server) {
      server.watcher.add(dir);
      const onChange = (path: string) => {
        if (resolve(path).startsWith(dir)) invalidate(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
