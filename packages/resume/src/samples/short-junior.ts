import type { Resume } from '../model/resume.ts';
import { sampleSettings } from './sample-settings.ts';

/** A designer two years into their career: a one-page resume. */
export const shortJuniorSample: Resume = {
  basics: {
    name: 'Sam Carter',
    label: 'Product Designer',
    email: 'sam.carter@example.com',
    phone: '+44 7700 900123',
    url: 'https://samcarter.design',
    summary:
      'Product designer who turns messy research into simple flows. Two years designing onboarding and checkout for consumer apps.',
    location: { city: 'Manchester', countryCode: 'GB' },
    profiles: [
      { network: 'Dribbble', username: 'samcarter', url: 'https://dribbble.com/samcarter' },
    ],
  },
  work: [
    {
      name: 'Fable Studio',
      position: 'Product Designer',
      location: 'Manchester',
      startDate: '2023-01',
      highlights: [
        'Redesigned onboarding for a budgeting app; day-7 retention rose from 31% to 44%.',
        'Built the team’s first component library in Figma, used across three products.',
        'Ran twelve usability sessions a quarter and shared findings in a fortnightly digest.',
      ],
    },
    {
      name: 'Kite & Key',
      position: 'Design Intern',
      location: 'Leeds',
      startDate: '2022-06',
      endDate: '2022-12',
      highlights: ['Designed a simplified checkout that cut drop-off at payment by 18%.'],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      area: 'Graphic and Communication Design',
      studyType: 'BA (Hons)',
      startDate: '2019',
      endDate: '2022',
      score: 'First-class honours',
    },
  ],
  skills: [
    { name: 'Design', keywords: ['Figma', 'Prototyping', 'Design systems'] },
    { name: 'Research', keywords: ['Usability testing', 'Interviews', 'Survey design'] },
    { name: 'Front end', level: 'Working knowledge', keywords: ['HTML', 'CSS'] },
  ],
  resumio: sampleSettings({
    title: 'Product designer – one page',
    templateId: 'modern',
    design: { fontFamily: 'inter', accentColor: '#2563eb' },
  }),
};
