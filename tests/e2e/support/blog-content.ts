import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ArticleSource {
  slug: string;
  title: string;
  draft: boolean;
}

const CONTENT = join(import.meta.dirname, '../../../content/blog');

/** The articles in content/blog as their files say, read without the build's code. */
export function articleSources(): ArticleSource[] {
  return readdirSync(CONTENT)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(join(CONTENT, name), 'utf8');
      const frontMatter = text.split(/^---\s*$/m)[1] ?? '';
      const title = /^title:\s*(["']?)(.*)\1\s*$/m.exec(frontMatter)?.[2] ?? '';
      return {
        slug: name.replace(/\.md$/, ''),
        title: title.replace(/\\"/g, '"'),
        draft: /^draft:\s*true\s*$/m.test(frontMatter),
      };
    });
}
