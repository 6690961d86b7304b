import type { Resume } from '@resumio/resume-model';

/** Mechanical design engineer, six years in instruments: strong for the mechanical posting. */
export const gallagher: Resume = {
  basics: {
    name: 'Declan Gallagher',
    label: 'Mechanical Design Engineer',
    email: 'declan.gallagher@example.com',
    location: { city: 'Milwaukee', region: 'WI', countryCode: 'US' },
    summary:
      'Mechanical engineer with six years of designing plastic and sheet metal assemblies for lab and industrial instruments, from first sketch to production release.',
  },
  work: [
    {
      name: 'Kestrel Analytical',
      position: 'Mechanical Design Engineer II',
      startDate: '2022-05',
      highlights: [
        'Designed the enclosure, chassis and door mechanism of a benchtop analyzer in SolidWorks, about 240 custom parts.',
        'Released production drawings with GD&T per ASME Y14.5 and ran tolerance stack-ups for critical fits.',
        'Designed injection molded covers and sheet metal brackets with suppliers, cutting part cost 18%.',
        'Built and tested three prototype rounds and led root cause analysis on a hinge fatigue failure.',
        'Ran stress and thermal checks in SolidWorks Simulation before each design review.',
      ],
    },
    {
      name: 'Badger Conveyor Systems',
      position: 'Design Engineer',
      startDate: '2020-06',
      endDate: '2022-04',
      highlights: [
        'Designed welded frames and guarding for packaging conveyors in SolidWorks.',
        'Created engineering drawings and bills of materials for the shop floor.',
      ],
    },
  ],
  education: [
    {
      institution: 'Milwaukee School of Engineering',
      studyType: 'Bachelor of Science',
      area: 'Mechanical Engineering',
      endDate: '2020-05',
    },
  ],
  skills: [
    { name: 'Design', keywords: ['SolidWorks', 'GD&T', 'Tolerance analysis', 'DFM'] },
    { name: 'Manufacturing', keywords: ['Injection molding', 'Sheet metal', 'CNC machining'] },
  ],
  certificates: [
    { name: 'Certified SolidWorks Professional (CSWP)', issuer: 'Dassault Systèmes', date: '2021-11' },
  ],
};

/** New graduate with a capstone and one internship: partial for the mechanical posting. */
export const ferreira: Resume = {
  basics: {
    name: 'Rafael Ferreira',
    label: 'Mechanical Engineering Graduate',
    email: 'rafael.ferreira@example.com',
    location: { city: 'Madison', region: 'WI', countryCode: 'US' },
    summary:
      'Recent mechanical engineering graduate with CAD, prototyping and test experience from an internship and a senior design project.',
  },
  work: [
    {
      name: 'Northwoods Outdoor Power',
      position: 'Mechanical Engineering Intern',
      startDate: '2025-05',
      endDate: '2025-08',
      highlights: [
        'Modeled brackets and guards in SolidWorks and updated drawings for engineering change orders.',
        'Ran fatigue tests on handle assemblies and wrote the test report.',
      ],
    },
    {
      name: 'UW–Madison Makerspace',
      position: 'Student Shop Assistant',
      startDate: '2023-09',
      endDate: '2026-05',
      highlights: ['Trained students on 3D printers and the laser cutter.'],
    },
  ],
  projects: [
    {
      name: 'Senior design: adjustable wheelchair tray',
      highlights: [
        'Designed and 3D printed four prototype iterations and tested them with two users.',
        'Ran an FEA study in ANSYS to size the mounting arm.',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Wisconsin–Madison',
      studyType: 'Bachelor of Science',
      area: 'Mechanical Engineering',
      endDate: '2026-05',
    },
  ],
  skills: [{ name: 'Engineering', keywords: ['SolidWorks', 'ANSYS', 'MATLAB', '3D printing'] }],
};
