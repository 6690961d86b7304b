import { strToU8, zipSync } from 'fflate';

// Resume files built from code for the import tests: the smallest WordprocessingML a word
// processor writes, and a LinkedIn data export with its documented CSV columns.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraph(text: string, { bold = false, size }: { bold?: boolean; size?: number } = {}) {
  const props = [bold ? '<w:b/>' : '', size ? `<w:sz w:val="${size}"/>` : ''].join('');
  return `<w:p><w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

export interface ResumeFixture {
  name: string;
  email: string;
  headline: string;
  employer: string;
  position: string;
  bullet: string;
  school: string;
  degree: string;
  skills: string[];
}

export function resumeFixture(overrides: Partial<ResumeFixture> = {}): ResumeFixture {
  return {
    name: 'Marisol Quintero',
    email: 'marisol.quintero@example.org',
    headline: 'Logistics Analyst',
    employer: 'Brightwater Freight',
    position: 'Senior Logistics Analyst',
    bullet: 'Cut delivery delays by a fifth with a new routing model.',
    school: 'University of Leeds',
    degree: 'BSc Mathematics',
    skills: ['Forecasting', 'SQL', 'Route planning'],
    ...overrides,
  };
}

/** A one-column Word resume: name, contacts, then Experience, Education and Skills. */
export function docxResume(r: ResumeFixture): Uint8Array {
  const body = [
    paragraph(r.name, { bold: true, size: 40 }),
    paragraph(r.headline),
    paragraph(`${r.email} · +44 113 496 0000 · Leeds, UK`),
    paragraph('Experience', { bold: true, size: 28 }),
    paragraph(r.position, { bold: true }),
    paragraph(`${r.employer}, Leeds`),
    paragraph('March 2020 – Present'),
    paragraph(`• ${r.bullet}`),
    paragraph('Education', { bold: true, size: 28 }),
    paragraph(r.school, { bold: true }),
    paragraph(`${r.degree}, 2014 – 2017`),
    paragraph('Skills', { bold: true, size: 28 }),
    paragraph(r.skills.join(', ')),
  ].join('');
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}<w:sectPr/></w:body></w:document>`,
    ),
  });
}

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csv = (header: string[], rows: string[][]) =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** A LinkedIn data export ("Get a copy of your data") with the resume's CSV files. */
export function linkedInExport(r: ResumeFixture): Uint8Array {
  const [first, ...rest] = r.name.split(' ');
  const folder = 'Basic_LinkedInDataExport_01-01-2026/';
  const files: Record<string, string> = {
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
          first ?? '',
          rest.join(' '),
          '',
          '',
          '',
          r.headline,
          '',
          '',
          '',
          'Leeds, England, United Kingdom',
          '',
          '',
          '',
        ],
      ],
    ),
    'Email Addresses.csv': csv(
      ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
      [[r.email, 'Yes', 'Yes', '1/2/24, 10:00 AM']],
    ),
    'PhoneNumbers.csv': csv(['Extension', 'Number', 'Type'], [['', '+44 113 496 0000', 'Mobile']]),
    'Positions.csv': csv(
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      [[r.employer, r.position, `• ${r.bullet}`, 'Leeds', 'Mar 2020', '']],
    ),
    'Education.csv': csv(
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      [[r.school, '2014', '2017', '', r.degree, '']],
    ),
    'Skills.csv': csv(
      ['Name'],
      r.skills.map((s) => [s]),
    ),
    'Certifications.csv': csv(
      ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
      [['Certified Supply Chain Professional', '', 'ASCM', 'Jun 2021', '', '']],
    ),
    'Languages.csv': csv(['Name', 'Proficiency'], [['Spanish', 'Native or bilingual proficiency']]),
    'Projects.csv': csv(
      ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
      [['Depot simulator', 'A model of depot queues.', '', 'Jan 2022', 'Apr 2022']],
    ),
  };
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [`${folder}${name}`, strToU8(text)]),
    ),
  );
}
