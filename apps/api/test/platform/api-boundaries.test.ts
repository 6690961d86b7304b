import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
// The rule is plain JavaScript outside this project's sources: loaded at run time, not compiled.
const RULE = pathToFileURL(
  resolve(import.meta.dirname, '../../../../scripts/lint/api-boundaries.js'),
);
const apiBoundaries = ((await import(RULE.href)) as { default: ESLint.Plugin }).default;

/** The rule's messages for one import written in a file at `file` (relative to src/). */
function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { api: apiBoundaries },
        rules: { 'api/api-boundaries': 'error' },
      },
    ],
    { filename: resolve(SRC, file) },
  );
  return messages.map((message) => message.message);
}

describe('the API module-boundary rule', () => {
  it("refuses a module importing another module's unpublished file", () => {
    const found = lint(
      'modules/jobs/routes.ts',
      "import { listResumes } from '../resumes/list-resumes.ts';",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("imports 'resumes/list-resumes.ts'");
  });

  it('accepts a published file, src/lib and its own files', () => {
    expect(
      lint(
        'modules/jobs/routes.ts',
        [
          "import { getResume } from '../resumes/get-resume.ts';",
          "import { perUserRenderLimit } from '../../lib/render-request.ts';",
          "import { listJobs } from './list-jobs.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("refuses a module importing an adapter implementation's internals, not its port", () => {
    const found = lint(
      'modules/reminders/send.ts',
      [
        "import { createSmtp } from '../../adapters/mail/smtp/smtp-mail.ts';",
        "import type { MailPort } from '../../adapters/mail/mail-port.ts';",
      ].join('\n'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("'mail/smtp/smtp-mail.ts' is inside one implementation");
  });

  it('refuses an adapter importing a plugin, and src/lib importing a module', () => {
    expect(
      lint('adapters/mail/create-mail-port.ts', "import x from '../../plugins/auth.ts';"),
    ).toEqual(['Adapters do not import plugins: move what both need into src/lib.']);
    expect(lint('lib/html.ts', "import x from '../modules/jobs/routes.ts';")).toEqual([
      'src/lib is shared code: it imports no module and no plugin.',
    ]);
  });
});
