import type { Resume } from '@resumio/resume-model';

/** Product designer, six years on consumer apps: strong for the product designer posting. */
export const park: Resume = {
  basics: {
    name: 'Seo-yeon Park',
    label: 'Senior Product Designer',
    email: 'seoyeon.park@example.com',
    url: 'https://seoyeonpark.design',
    location: { city: 'Toronto', region: 'ON', countryCode: 'CA' },
    summary:
      'Product designer with six years on consumer mobile and web apps in fintech and health. I pair user research with careful interaction and visual design, and I like building the design system as much as using it.',
  },
  work: [
    {
      name: 'Nestegg',
      position: 'Senior Product Designer',
      startDate: '2023-02',
      highlights: [
        'Led UX and UI design for savings goals in the iOS, Android and web apps, from research to launch; weekly active savers grew 31%.',
        'Plan and run interviews and usability testing with 8–10 customers every month.',
        'Turn findings into user flows, wireframes and interactive prototypes in Figma.',
        'Co-own the design system: 120 components with auto layout and variants, used by 14 engineers.',
      ],
    },
    {
      name: 'Pulsewell',
      position: 'Product Designer',
      startDate: '2020-05',
      endDate: '2023-01',
      highlights: [
        'Designed onboarding and appointment booking for a telehealth app, cutting drop-off by 22%.',
        'Ran remote user research and card sorts to restructure the app navigation.',
        'Prototyped interaction design ideas in Figma and Principle for engineering handoff.',
      ],
    },
  ],
  education: [
    {
      institution: 'OCAD University',
      studyType: 'Bachelor of Design',
      area: 'Graphic Design',
      endDate: '2020-04',
    },
  ],
  skills: [
    {
      name: 'Design',
      keywords: [
        'User research',
        'Usability testing',
        'Wireframing',
        'Prototyping',
        'Visual design',
        'Design systems',
      ],
    },
    { name: 'Tools', keywords: ['Figma', 'FigJam', 'Maze', 'HTML', 'CSS'] },
  ],
};

/** Print and brand graphic designer, no product or research work: partial for product design. */
export const moreau: Resume = {
  basics: {
    name: 'Juliette Moreau',
    label: 'Graphic Designer',
    email: 'juliette.moreau@example.com',
    location: { city: 'Montreal', region: 'QC', countryCode: 'CA' },
    summary:
      'Graphic designer with five years of brand, packaging and campaign work for consumer brands, now moving toward digital product design.',
  },
  work: [
    {
      name: 'Atelier Brume',
      position: 'Graphic Designer',
      startDate: '2022-01',
      highlights: [
        'Design brand identities, packaging and print campaigns for food and cosmetics clients.',
        'Produce social and web banner sets in Adobe Illustrator and Photoshop.',
        'Mocked up two e-commerce landing pages in Figma for a client redesign.',
      ],
    },
    {
      name: 'Imprimerie Laval',
      position: 'Junior Designer',
      startDate: '2020-09',
      endDate: '2021-12',
      highlights: ['Laid out catalogues and brochures in InDesign and prepared print files.'],
    },
  ],
  education: [
    {
      institution: 'Université du Québec à Montréal',
      studyType: 'Baccalauréat',
      area: 'Graphic Design',
      endDate: '2020-05',
    },
  ],
  skills: [
    { name: 'Design', keywords: ['Brand identity', 'Typography', 'Print design', 'Layout'] },
    {
      name: 'Tools',
      keywords: ['Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign', 'Figma'],
    },
  ],
  languages: [
    { language: 'French', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Fluent' },
  ],
};
