import type { Resume } from '@resumio/resume-model';

/** Licensed building power engineer at an MEP firm: strong for the electrical posting. */
export const sandoval: Resume = {
  basics: {
    name: 'Andres Sandoval',
    label: 'Electrical Engineer, PE',
    email: 'andres.sandoval@example.com',
    location: { city: 'St. Paul', region: 'MN', countryCode: 'US' },
    summary:
      'Licensed electrical engineer with seven years of designing power systems for hospitals, labs and schools at consulting MEP firms.',
  },
  work: [
    {
      name: 'Northstar Building Engineers',
      position: 'Electrical Engineer',
      startDate: '2021-04',
      highlights: [
        'Design power distribution from the utility service down to branch circuits for healthcare and lab buildings up to 400,000 sq ft.',
        'Design emergency power systems with generators and automatic transfer switches per NEC Article 517 and NFPA 110.',
        'Run short-circuit, coordination and arc flash studies in ETAP.',
        'Produce construction drawings in Revit and coordinate with mechanical and plumbing engineers.',
        'Review submittals, answer RFIs and walk sites during construction.',
      ],
    },
    {
      name: 'Lakeland MEP',
      position: 'Electrical Designer / EIT',
      startDate: '2019-06',
      endDate: '2021-03',
      highlights: [
        'Laid out lighting and lighting controls for K-12 schools in AutoCAD.',
        'Performed load calculations and voltage drop checks.',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Minnesota',
      studyType: 'Bachelor of Science',
      area: 'Electrical Engineering',
      endDate: '2019-05',
    },
  ],
  certificates: [
    { name: 'Professional Engineer (PE), Minnesota', date: '2024-02' },
    { name: 'LEED Green Associate', issuer: 'USGBC', date: '2020-10' },
  ],
  skills: [
    {
      name: 'Engineering',
      keywords: ['Power distribution', 'National Electrical Code', 'Arc flash studies'],
    },
    { name: 'Software', keywords: ['Revit', 'AutoCAD', 'ETAP', 'Bluebeam'] },
  ],
};

/** Industrial controls engineer: electrical degree, no building power or NEC design; partial. */
export const pruitt: Resume = {
  basics: {
    name: 'Jordan Pruitt',
    label: 'Controls Engineer',
    email: 'jordan.pruitt@example.com',
    location: { city: 'Rochester', region: 'MN', countryCode: 'US' },
    summary:
      'Controls engineer with five years of PLC programming and panel design for food and packaging lines.',
  },
  work: [
    {
      name: 'Zumbro Automation',
      position: 'Controls Engineer',
      startDate: '2021-09',
      highlights: [
        'Program Allen-Bradley PLCs and HMIs for filling and packaging lines.',
        'Design control panel schematics in AutoCAD Electrical.',
        'Commission equipment on site and train maintenance staff.',
      ],
    },
    {
      name: 'Prairie Foods',
      position: 'Electrical Engineer I',
      startDate: '2020-06',
      endDate: '2021-08',
      highlights: [
        'Troubleshot motor control circuits and VFDs on the production floor.',
        'Updated plant single-line diagrams after equipment changes.',
      ],
    },
  ],
  education: [
    {
      institution: 'Minnesota State University, Mankato',
      studyType: 'Bachelor of Science',
      area: 'Electrical Engineering',
      endDate: '2020-05',
    },
  ],
  certificates: [{ name: 'Engineer in Training (EIT)', date: '2020-09' }],
  skills: [
    { name: 'Controls', keywords: ['PLC programming', 'SCADA', 'HMI', 'VFDs'] },
    { name: 'Software', keywords: ['AutoCAD Electrical', 'Studio 5000', 'FactoryTalk'] },
  ],
};
