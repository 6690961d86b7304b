import type { Resume } from '@resumio/resume-model';

/** Land development engineer with an EIT, four years: strong for the civil posting. */
export const ibrahim: Resume = {
  basics: {
    name: 'Yusuf Ibrahim',
    label: 'Civil Engineer, Land Development',
    email: 'yusuf.ibrahim@example.com',
    location: { city: 'Raleigh', region: 'NC', countryCode: 'US' },
    summary:
      'Civil engineer (EIT) with four years of site design for residential and commercial developments, sitting the PE exam this spring.',
  },
  work: [
    {
      name: 'Triangle Site Design',
      position: 'Project Engineer',
      startDate: '2023-03',
      highlights: [
        'Design site layout, grading, utility and erosion control plans in Civil 3D for subdivisions of up to 300 lots.',
        'Size detention ponds and bioretention areas and write stormwater management reports using HydroCAD.',
        'Prepare permit packages for town, state and utility reviews and answer review comments.',
        'Produce engineer’s cost estimates and quantity take-offs for bid sets.',
      ],
    },
    {
      name: 'Piedmont Engineering Group',
      position: 'Engineer in Training',
      startDate: '2022-06',
      endDate: '2023-02',
      highlights: [
        'Drafted grading and drainage plans in AutoCAD Civil 3D for school and church sites.',
        'Ran hydrology calculations for pre- and post-development runoff.',
      ],
    },
  ],
  education: [
    {
      institution: 'North Carolina State University',
      studyType: 'Bachelor of Science',
      area: 'Civil Engineering',
      endDate: '2022-05',
    },
  ],
  certificates: [
    { name: 'Engineer in Training (EIT)', issuer: 'NC Board of Examiners', date: '2022-04' },
  ],
  skills: [
    { name: 'Design', keywords: ['Site grading', 'Stormwater management', 'Permitting'] },
    { name: 'Software', keywords: ['Civil 3D', 'AutoCAD', 'HydroCAD', 'HEC-RAS'] },
  ],
};

/** Transportation engineer: same degree and licence, other speciality; partial for land development. */
export const novak: Resume = {
  basics: {
    name: 'Petra Novak',
    label: 'Transportation Engineer',
    email: 'petra.novak@example.com',
    location: { city: 'Greensboro', region: 'NC', countryCode: 'US' },
    summary:
      'Transportation engineer (EIT) with three years of roadway and traffic design for state DOT projects.',
  },
  work: [
    {
      name: 'Carolina Mobility Partners',
      position: 'Transportation Engineer',
      startDate: '2023-07',
      highlights: [
        'Design roadway plans, profiles and cross sections for widening projects in MicroStation and OpenRoads.',
        'Run traffic capacity analysis for intersections and prepare signal plans.',
        'Write construction cost estimates and quantities for plan submittals.',
      ],
    },
    {
      name: 'City of Greensboro',
      position: 'Engineering Technician',
      startDate: '2022-06',
      endDate: '2023-06',
      highlights: ['Inspected sidewalk and curb ramp construction for ADA compliance.'],
    },
  ],
  education: [
    {
      institution: 'North Carolina A&T State University',
      studyType: 'Bachelor of Science',
      area: 'Civil Engineering',
      endDate: '2022-05',
    },
  ],
  certificates: [{ name: 'Engineer in Training (EIT)', date: '2022-08' }],
  skills: [
    {
      name: 'Engineering',
      keywords: ['Transportation engineering', 'Roadway design', 'Traffic analysis'],
    },
    { name: 'Software', keywords: ['MicroStation', 'OpenRoads', 'AutoCAD', 'Synchro'] },
  ],
};
