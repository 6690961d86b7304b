import { createResume, type Resume } from '@resumio/resume';

const VERBS = ['Led', 'Built', 'Designed', 'Migrated', 'Reduced', 'Shipped', 'Automated', 'Scaled'];
const OBJECTS = [
  'the billing pipeline',
  'an internal search service',
  'the deployment tooling',
  'a customer analytics platform',
  'the on-call rotation',
  'a data warehouse',
];

/**
 * A valid document of the largest shape the model accepts: `jobs` entries of `bullets`
 * bullets each. 60 × 40 is about 430 KB of JSON and about 95 pages in the classic template.
 */
export function longResume({ jobs = 60, bullets = 40, seed = '' } = {}): Resume {
  const document = createResume({
    title: 'Long career',
    templateId: 'classic',
    name: 'Max Length',
  });
  document.basics = {
    ...document.basics,
    label: 'Principal Engineer',
    email: 'max@example.com',
    summary: `Engineer with a very long record of work. ${seed}`.trim(),
  };
  document.work = Array.from({ length: jobs }, (_, j) => ({
    name: `Company ${j + 1}`,
    position: 'Senior Software Engineer',
    location: 'Berlin, Germany',
    startDate: `${1960 + (j % 60)}-01`,
    endDate: `${1960 + (j % 60)}-12`,
    highlights: Array.from(
      { length: bullets },
      (_, b) =>
        `${VERBS[(j + b) % VERBS.length]} ${OBJECTS[(j * 7 + b) % OBJECTS.length]} for team ${j + 1}.${b + 1}, ` +
        'cutting costs and lead time across several quarters while mentoring engineers and ' +
        'writing the documentation other teams relied on.',
    ),
  }));
  return document;
}
