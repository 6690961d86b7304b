import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseCsv, readCsvRecords } from './csv.ts';
import { parseResumeFile } from './index.ts';

/** One CSV from a header and rows, quoted the way LinkedIn quotes them. */
function csv(columns: string[], rows: string[][], preamble = ''): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return preamble + [columns, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A ZIP of the export, built in the test from the documented column names. */
function exportZip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)])));
}

const NOTES =
  'Notes:\r\n"When exporting your connection data, you may notice that some of the email addresses are missing."\r\n\r\n';

const fullExport = () =>
  exportZip({
    'Profile.csv': csv(
      [
        'First Name',
        'Last Name',
        'Maiden Name',
        'Address',
        'Birth Date',
        'Headline',
        'Summary',
        'Industry',
        'Zip Code',
        'Geo Location',
        'Twitter Handles',
        'Websites',
        'Instant Messengers',
      ],
      [
        [
          'Ines',
          'Barrow',
          '',
          '',
          '',
          'Platform Engineer at Kestrel Freight',
          'I keep delivery systems running, and make them cheaper to run.',
          'Software Development',
          '',
          'Glasgow, Scotland, United Kingdom',
          '[ibarrow]',
          '[PORTFOLIO:https://ines.example.dev,OTHER:https://github.com/ibarrow]',
          '',
        ],
      ],
    ),
    'Email Addresses.csv': csv(
      ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
      [
        ['ines.old@example.net', 'Yes', 'No', '1/2/19, 10:00 AM'],
        ['ines@example.org', 'Yes', 'Yes', '3/4/22, 9:12 PM'],
      ],
    ),
    'PhoneNumbers.csv': csv(['Extension', 'Number', 'Type'], [['', '+44 141 496 0555', 'Mobile']]),
    'Positions.csv': csv(
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      [
        [
          'Kestrel Freight',
          'Platform Engineer',
          'Runs the delivery platform.\n• Cut cloud costs by a third\n• Moved 40 services to one cluster',
          'Glasgow, United Kingdom',
          'Mar 2021',
          '',
        ],
        ['Tayside Analytics', 'Software Developer', '', '', '2017', 'Feb 2021'],
        ['Odd Dates Ltd', 'Intern', '', '', 'the summer', ''],
      ],
    ),
    'Education.csv': csv(
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      [
        [
          'University of Strathclyde',
          '2013',
          '2017',
          'Computer Science',
          'Bachelor of Science - BSc',
          'Hill walking club',
        ],
      ],
    ),
    'Skills.csv': csv(['Name'], [['Kubernetes'], ['Go'], ['PostgreSQL']]),
    'Certifications.csv': csv(
      ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
      [
        [
          'Certified Kubernetes Administrator',
          'https://example.org/cka/123',
          'The Linux Foundation',
          'Jun 2022',
          'Jun 2025',
          'LF-123',
        ],
      ],
    ),
    'Languages.csv': csv(
      ['Name', 'Proficiency'],
      [
        ['English', 'Native or bilingual proficiency'],
        ['Gaelic', 'Elementary proficiency'],
      ],
    ),
    'Projects.csv': csv(
      ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
      [
        [
          'Route planner',
          'Plans delivery rounds.',
          'https://example.org/routes',
          'Jan 2020',
          'Dec 2020',
        ],
      ],
    ),
    'Honors.csv': csv(
      ['Title', 'Description', 'Issued On'],
      [['Engineer of the Year', '', 'Nov 2023']],
    ),
    'Volunteering.csv': csv(
      ['Company Name', 'Role', 'Cause', 'Started On', 'Finished On', 'Description'],
      [['Code Club', 'Mentor', 'Education', 'Sep 2019', '', 'Teaches children to code.']],
    ),
    'Courses.csv': csv(['Name', 'Number'], [['Distributed Systems', 'CS4402']]),
    // Not resume data: read by nobody, even with its "Notes:" preamble.
    'Connections.csv': csv(
      ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'],
      [
        [
          'Someone',
          'Else',
          'https://www.linkedin.com/in/someone',
          '',
          'Acme',
          'CEO',
          '01 Jan 2024',
        ],
      ],
      NOTES,
    ),
    'messages.csv': csv(['FROM', 'TO', 'CONTENT'], [['a', 'b', 'hello']]),
  });

describe('LinkedIn data export', () => {
  it('reads every resume CSV of the export into the model', async () => {
    const outcome = await parseResumeFile(fullExport());
    expect(outcome.kind).toBe('parsed');
    if (outcome.kind !== 'parsed') return;
    expect(outcome.format).toBe('linkedin');
    const { basics, work, education, skills, certificates, languages, projects } = outcome.resume;
    expect(basics).toMatchObject({
      name: 'Ines Barrow',
      label: 'Platform Engineer at Kestrel Freight',
      summary: 'I keep delivery systems running, and make them cheaper to run.',
      email: 'ines@example.org',
      phone: '+44 141 496 0555',
      url: 'https://ines.example.dev',
      location: { city: 'Glasgow', region: 'Scotland, United Kingdom' },
    });
    expect(basics?.profiles).toEqual([
      { network: 'GitHub', url: 'https://github.com/ibarrow' },
      { network: 'Twitter', username: 'ibarrow', url: 'https://twitter.com/ibarrow' },
    ]);
    expect(work).toEqual([
      {
        name: 'Kestrel Freight',
        position: 'Platform Engineer',
        location: 'Glasgow, United Kingdom',
        startDate: '2021-03',
        endDate: '',
        summary: 'Runs the delivery platform.',
        highlights: ['Cut cloud costs by a third', 'Moved 40 services to one cluster'],
      },
      {
        name: 'Tayside Analytics',
        position: 'Software Developer',
        startDate: '2017',
        endDate: '2021-02',
      },
      { name: 'Odd Dates Ltd', position: 'Intern', startDate: '', endDate: '' },
    ]);
    expect(education).toEqual([
      {
        institution: 'University of Strathclyde',
        studyType: 'Bachelor of Science - BSc',
        startDate: '2013',
        endDate: '2017',
      },
    ]);
    expect(skills).toEqual([{ name: 'Kubernetes' }, { name: 'Go' }, { name: 'PostgreSQL' }]);
    expect(certificates).toEqual([
      {
        name: 'Certified Kubernetes Administrator',
        issuer: 'The Linux Foundation',
        date: '2022-06',
        url: 'https://example.org/cka/123',
      },
    ]);
    expect(languages).toEqual([
      { language: 'English', fluency: 'Native or bilingual proficiency' },
      { language: 'Gaelic', fluency: 'Elementary proficiency' },
    ]);
    expect(projects).toEqual([
      {
        name: 'Route planner',
        description: 'Plans delivery rounds.',
        url: 'https://example.org/routes',
        startDate: '2020-01',
        endDate: '2020-12',
      },
    ]);
    expect(outcome.resume.awards).toEqual([{ title: 'Engineer of the Year', date: '2023-11' }]);
    expect(outcome.resume.volunteer).toEqual([
      {
        organization: 'Code Club',
        position: 'Mentor',
        startDate: '2019-09',
        endDate: '',
        summary: 'Teaches children to code.\nCause: Education',
      },
    ]);
    expect(outcome.sections.map((s) => s.heading)).toEqual([
      'Profile',
      'Email Addresses',
      'Phone Numbers',
      'Positions',
      'Education',
      'Skills',
      'Certifications',
      'Languages',
      'Projects',
      'Honors',
      'Volunteering',
      'Courses',
    ]);
  });

  it('lists every value it could not place, with the file it came from, and reads no other file', async () => {
    const outcome = await parseResumeFile(fullExport());
    if (outcome.kind !== 'parsed') throw new Error(outcome.kind);
    expect(outcome.notPlaced).toEqual([
      { text: 'Industry: Software Development', section: 'Profile' },
      { text: 'ines.old@example.net', section: 'Email Addresses' },
      { text: 'Started On: the summer', section: 'Positions' },
      { text: 'Computer Science', section: 'Education' },
      { text: 'Hill walking club', section: 'Education' },
      { text: 'Valid until Jun 2025', section: 'Certifications' },
      { text: 'License Number: LF-123', section: 'Certifications' },
      { text: 'Name: Distributed Systems', section: 'Courses' },
      { text: 'Number: CS4402', section: 'Courses' },
    ]);
    const text = JSON.stringify(outcome);
    expect(text).not.toContain('Someone');
    expect(text).not.toContain('hello');
  });

  it('finds the header after a "Notes:" preamble, in a folder, with quoted line breaks', async () => {
    const outcome = await parseResumeFile(
      exportZip({
        'Basic_LinkedInDataExport_01-01-2026/Positions.csv': csv(
          ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
          [['Firth "North" Ltd', 'Engineer', 'Line one,\nline "two"', '', 'Oct 2018', 'Jan 2020']],
          NOTES,
        ),
      }),
    );
    if (outcome.kind !== 'parsed') throw new Error(outcome.kind);
    expect(outcome.resume.work).toEqual([
      {
        name: 'Firth "North" Ltd',
        position: 'Engineer',
        startDate: '2018-10',
        endDate: '2020-01',
        summary: 'Line one,\nline "two"',
      },
    ]);
    expect(outcome.notPlaced).toEqual([]);
  });

  it('keeps the model within its list limits and lists the rest', async () => {
    const names = Array.from({ length: 65 }, (_, i) => [`Skill ${i + 1}`]);
    const outcome = await parseResumeFile(exportZip({ 'Skills.csv': csv(['Name'], names) }));
    if (outcome.kind !== 'parsed') throw new Error(outcome.kind);
    expect(outcome.resume.skills).toHaveLength(60);
    expect(outcome.notPlaced.map((l) => l.text)).toEqual([
      'Skill 61',
      'Skill 62',
      'Skill 63',
      'Skill 64',
      'Skill 65',
    ]);
    expect(outcome.lineCount).toBe(65);
  });

  it('says an export with only headers has no text, and a ZIP of other files is unsupported', async () => {
    const empty = await parseResumeFile(
      exportZip({ 'Profile.csv': csv(['First Name', 'Last Name'], []) }),
    );
    expect(empty).toMatchObject({ kind: 'no-text', format: 'linkedin' });
    const other = await parseResumeFile(exportZip({ 'photos/a.txt': 'not a resume' }));
    expect(other).toEqual({ kind: 'unsupported' });
  });

  it('refuses a ZIP bomb before inflating it: too many entries, too large, too compressed', async () => {
    const many: Record<string, string> = { 'Skills.csv': 'Name\r\nGo\r\n' };
    for (let i = 0; i < 30; i += 1) many[`x/${i}.txt`] = '';
    expect(
      await parseResumeFile(exportZip(many), {
        maxPages: 20,
        zip: { maxEntries: 20, maxTotalBytes: 1 << 20, maxRatio: 200 },
      }),
    ).toMatchObject({ kind: 'archive-too-large', reason: 'entries' });

    // 2 MB of one letter packs to about 2 KB; the limits are scaled down to keep the test fast.
    const bomb = zipSync({ 'Skills.csv': new Uint8Array(2 * 1024 * 1024).fill(0x41) });
    expect(bomb.byteLength).toBeLessThan(16 * 1024);
    expect(
      await parseResumeFile(bomb, {
        maxPages: 20,
        zip: { maxEntries: 100, maxTotalBytes: 1024 * 1024, maxRatio: 200 },
      }),
    ).toMatchObject({ kind: 'archive-too-large', format: 'linkedin', reason: 'size' });
    expect(await parseResumeFile(bomb)).toMatchObject({
      kind: 'archive-too-large',
      reason: 'ratio',
    });
  });
});

describe('CSV', () => {
  it('reads quotes, doubled quotes, CRLF and a byte-order mark', () => {
    expect(parseCsv('\ufeffa,"b ""c""",d\r\n1,"x\ny",3')).toEqual([
      ['a', 'b "c"', 'd'],
      ['1', 'x\ny', '3'],
    ]);
  });

  it('skips a preamble with no known column by its blank line', () => {
    expect(readCsvRecords('Notes:\n"Some text"\n\nA,B\n1,2\n', ['Z']).records).toEqual([
      { A: '1', B: '2' },
    ]);
  });
});
