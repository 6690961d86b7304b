/** A file the export could not make, and why (shown in README.txt). */
export interface SkippedFile {
  path: string;
  reason: string;
}

export interface ReadmeFacts {
  exportedAt: string;
  resumes: number;
  letters: number;
  applications: number;
  skipped: SkippedFile[];
}

/** `README.txt`: what each file of the data export is, in plain words. */
export function dataExportReadme(facts: ReadmeFacts): string {
  const lines = [
    'Your Resumio data',
    '=================',
    '',
    `Exported ${facts.exportedAt} (UTC). Everything your account holds, in open formats:`,
    '',
    `resumes/            ${facts.resumes} resume(s), each twice:`,
    '  <name>.json       the resume as a JSON Resume document (jsonresume.org), which other',
    '                    tools and Resumio itself import;',
    '  <name>.pdf        the resume drawn with its own template and design, as the app exports it.',
    `cover-letters/      ${facts.letters} cover letter(s), each twice:`,
    '  <name>.md         the letter as Markdown text;',
    '  <name>.pdf        the letter on the letterhead of its resume.',
    `applications.csv    ${facts.applications} job application(s), one row each, with every field`,
    '                    and the notes; opens in any spreadsheet and imports back into Resumio.',
    '                    A cell starting with = + - or @ begins with an apostrophe, so no',
    '                    spreadsheet runs it as a formula.',
    'applications.json   the same applications with their contacts, the whole timeline (stage',
    '                    changes and notes) and, once sent, the resume and letter as they were sent.',
    'account.json        the account: address, name, sign-in profile, plan and security events',
    '                    (sign-ins and changes).',
    'settings.json       reminder emails, whether a calendar feed exists, the board’s stages, and',
    '                    the public resume links’ settings with their views per day.',
    'README.txt          this file.',
    '',
    'Names come from titles; two with the same title are numbered "Title (2)". Passwords, private',
    'links, calendar-feed addresses and payment ids are never included. Items in the trash are not',
    'included; "Download your data (JSON)" in Settings holds them, with usage and messages.',
  ];
  if (facts.skipped.length > 0) {
    lines.push('', 'Files that could not be made:');
    for (const file of facts.skipped) lines.push(`  ${file.path}: ${file.reason}`);
  }
  return `${lines.join('\n')}\n`;
}
