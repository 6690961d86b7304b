import { describe, expect, it } from 'vitest';
import { officialSchemaErrors } from '../testing/official-schema.ts';
import { exportJsonResume } from './export-json-resume.ts';
import { importJsonResume } from './import-json-resume.ts';
import { repairDate } from './normalise-fields.ts';

function importOk(input: unknown) {
  const result = importJsonResume(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

function warningsByPath(warnings: { path: string; message: string }[]): Record<string, string> {
  return Object.fromEntries(warnings.map((w) => [w.path, w.message]));
}

describe('lenient import: values of the wrong form', () => {
  it('reads numbers, lists and objects where the model expects something else', () => {
    const { resume, warnings } = importOk({
      basics: { name: 'Ana', phone: 5551234, summary: ['First paragraph.', 'Second one.'] },
      work: [
        {
          name: 'Acme',
          location: { city: 'Austin', region: 'Texas', countryCode: 'US' },
          summary: ['Led the team.', 'Shipped things.'],
          highlights: 'Cut costs by 20%, with care\nHired four engineers',
          startDate: 2019,
        },
      ],
      skills: [{ name: 'Languages', keywords: 'TypeScript, Rust; Go' }],
      interests: ['Chess', 'Running'],
      references: 0,
      education: { institution: 'MIT' },
      basicsExtra: { kept: true },
    });
    expect(resume.basics).toMatchObject({
      phone: '5551234',
      summary: 'First paragraph.\nSecond one.',
    });
    expect(resume.work![0]).toMatchObject({
      location: 'Austin, Texas, US',
      summary: 'Led the team.\nShipped things.',
      highlights: ['Cut costs by 20%, with care', 'Hired four engineers'],
      startDate: '2019',
    });
    expect(resume.skills![0]!.keywords).toEqual(['TypeScript', 'Rust', 'Go']);
    expect(resume.interests).toEqual([{ name: 'Chess' }, { name: 'Running' }]);
    expect(resume).not.toHaveProperty('references');
    expect(resume.education).toEqual([{ institution: 'MIT' }]);
    expect(resume['basicsExtra']).toEqual({ kept: true });

    const byPath = warningsByPath(warnings);
    expect(Object.keys(byPath).sort()).toEqual([
      'basics.phone',
      'basics.summary',
      'education',
      'interests',
      'references',
      'skills[0].keywords',
      'work[0].highlights',
      'work[0].location',
      'work[0].startDate',
      'work[0].summary',
    ]);
    expect(byPath['work[0].location']).toBe('object written as text "Austin, Texas, US"');
    expect(byPath['interests']).toMatch(/2× plain string read as an entry's name/);
    expect(byPath['references']).toMatch(/not a list and was left out/);
    expect(officialSchemaErrors(exportJsonResume(resume))).toEqual([]);
  });

  it('gives one warning per field, however many repairs it needed', () => {
    const { warnings } = importOk({ work: [{ name: 'A', endDate: 4 }], basics: { url: 'x.org' } });
    expect(warnings).toEqual([
      {
        path: 'work[0].endDate',
        message: 'number 4 read as text; "4" is not a valid date and was left out',
      },
      { path: 'basics.url', message: '"x.org" changed to "https://x.org"' },
    ]);
  });

  it('leaves out nulls and empty items, and reads a text location as the city', () => {
    const { resume, warnings } = importOk({
      basics: { name: null, location: 'Lisbon, Portugal' },
      projects: [{ name: 'P', highlights: ['one', null, ''], keywords: [3, { a: 'b' }] }],
    });
    expect(resume.basics).toEqual({ location: { city: 'Lisbon, Portugal' } });
    expect(resume.projects).toEqual([{ name: 'P', highlights: ['one'], keywords: ['3', 'b'] }]);
    expect(warningsByPath(warnings)).toEqual({
      'basics.name': 'empty value (null) left out',
      'basics.location': 'text "Lisbon, Portugal" read as location.city',
      'projects[0].highlights': '2× empty item left out',
      'projects[0].keywords': 'number item read as text; object item written as text',
    });
  });

  it('reads profiles given as plain strings as links or user names', () => {
    const { resume } = importOk({ basics: { profiles: ['github.com/ana', 'ana_dev'] } });
    expect(resume.basics!.profiles).toEqual([
      { url: 'https://github.com/ana' },
      { username: 'ana_dev' },
    ]);
  });

  it('shortens over-long text instead of refusing the file', () => {
    const label = 'word '.repeat(60);
    const { resume, warnings } = importOk({ basics: { label } });
    expect(resume.basics!.label!.length).toBe(200);
    expect(resume.basics!.label!.endsWith('…')).toBe(true);
    expect(warnings).toEqual([{ path: 'basics.label', message: 'shortened to 200 characters' }]);
  });
});

describe('lenient import: dates', () => {
  it.each([
    ['03/2021', '2021-03'],
    ['3/2021', '2021-03'],
    ['03-2021', '2021-03'],
    ['11.2019', '2019-11'],
    ['2021/3', '2021-03'],
    ['March 2021', '2021-03'],
    ['Sept 2021', '2021-09'],
    ['mars 2021', '2021-03'],
    ['Oktober 2021', '2021-10'],
    ['septiembre 2020', '2020-09'],
    ['stycznia 2018', '2018-01'],
    ['сентябрь 2017', '2017-09'],
  ])('reads %s as %s', (raw, expected) => {
    expect(repairDate(raw)).toBe(expected);
  });

  it.each(['13/2021', '00-2020', 'Someday 2020', '12/03/2021'])('refuses %s', (raw) => {
    expect(repairDate(raw)).toBeUndefined();
  });

  it.each(['Present', 'current', 'now', "Aujourd'hui", 'heute', 'actualidad', '至今', '현재'])(
    'reads %s as an ongoing end date',
    (raw) => {
      const { resume, warnings } = importOk({ work: [{ name: 'A', endDate: raw }] });
      expect(resume.work).toEqual([{ name: 'A' }]);
      expect(warnings).toEqual([
        { path: 'work[0].endDate', message: `"${raw}" read as an ongoing date` },
      ]);
    },
  );
});

describe('lenient import: legacy fields', () => {
  it('shows legacy fields through the current ones and keeps them for export', () => {
    const input = {
      basics: { name: 'A', website: 'https://a.example' },
      work: [{ company: 'Acme', website: 'acme.example', position: 'Dev' }],
      education: [{ institution: 'U', gpa: 3.9 }],
      languages: [{ language: 'French', level: 'Fluent' }],
    };
    const { resume, warnings } = importOk(structuredClone(input));
    expect(resume.basics).toMatchObject({ url: 'https://a.example', website: 'https://a.example' });
    expect(resume.work![0]).toMatchObject({
      name: 'Acme',
      company: 'Acme',
      url: 'https://acme.example',
      website: 'acme.example',
    });
    expect(resume.education![0]).toMatchObject({ score: '3.9', gpa: 3.9 });
    expect(resume.languages![0]).toMatchObject({ fluency: 'Fluent', level: 'Fluent' });
    expect(warningsByPath(warnings)['education[0].score']).toBe(
      'filled from the legacy field "gpa"; number 3.9 read as text',
    );
    // Nothing the file had is lost: every original field and value is in the export.
    expect(exportJsonResume(resume)).toMatchObject(input);
  });

  it('keeps a second website as a profile link rather than replace the url', () => {
    const { resume, warnings } = importOk({
      basics: { url: 'https://me.example', website: 'blog.example', profiles: [] },
    });
    expect(resume.basics!.url).toBe('https://me.example');
    expect(resume.basics!.profiles).toEqual([{ network: 'Website', url: 'https://blog.example' }]);
    expect(warnings.map((w) => w.path)).toEqual(['basics.profiles']);
    const same = importOk({ basics: { url: 'https://me.example/', website: 'me.example' } });
    expect(same.resume.basics).not.toHaveProperty('profiles');
  });
});

describe('lenient import: HTML in text', () => {
  it('turns a description with a list into text and highlights', () => {
    const { resume, warnings } = importOk({
      work: [
        {
          name: 'A',
          summary:
            '<p>Ran <strong>platform</strong> work &amp; on-call.</p><ul><li>Built labs</li><li>Wrote <em>policies</em></li></ul>',
        },
      ],
    });
    expect(resume.work![0]).toEqual({
      name: 'A',
      summary: 'Ran platform work & on-call.',
      highlights: ['Built labs', 'Wrote policies'],
    });
    expect(warnings).toEqual([
      {
        path: 'work[0].summary',
        message: "HTML turned into text; its list of 2 became the entry's highlights",
      },
    ]);
  });

  it('keeps lists as bullet lines when the entry has highlights, and keeps link addresses', () => {
    const { resume } = importOk({
      basics: { label: 'Dev at <a href="https://acme.example">Acme</a>' },
      work: [
        {
          summary:
            '<ul><li>One</li></ul><p>See <a href="https://x.example/">x.example</a><br>Thanks</p>',
          highlights: ['<b>Bold</b> claim'],
        },
      ],
      awards: [{ summary: 'Line one<br/>Line two' }],
    });
    expect(resume.basics!.label).toBe('Dev at Acme (https://acme.example)');
    expect(resume.work![0]!.summary).toBe('• One\nSee x.example\nThanks');
    expect(resume.work![0]!.highlights).toEqual(['Bold claim']);
    expect(resume.awards![0]!.summary).toBe('Line one\nLine two');
  });

  it('leaves text that only looks a little like markup alone', () => {
    const text = 'Improved p95 < 200 ms for R&D; a <b> c is not markup';
    const { resume, warnings } = importOk({ basics: { summary: text.replace('<b>', 'b') } });
    expect(resume.basics!.summary).toBe(text.replace('<b>', 'b'));
    expect(warnings).toEqual([]);
  });
});
