import type { Resume } from '@resumio/resume-model';

/** Licensed middle school math teacher, six years: strong for the math teacher posting. */
export const nakamura: Resume = {
  basics: {
    name: 'Emiko Nakamura',
    label: 'Mathematics Teacher, Grades 6–8',
    email: 'emiko.nakamura@example.com',
    location: { city: 'Beaverton', region: 'OR', countryCode: 'US' },
    summary:
      'Middle school math teacher with six years in diverse public schools. I plan tight, hands-on lessons, use data to regroup students every week, and keep a calm classroom.',
  },
  work: [
    {
      name: 'Cedar Mill Middle School',
      position: 'Mathematics Teacher',
      startDate: '2022-08',
      highlights: [
        'Teach five sections of grade 7 math and one of Algebra 1 to about 150 students.',
        'Plan weekly lessons with a team of four using common formative assessments.',
        'Differentiate instruction for English learners and students with IEPs with a co-teacher.',
        'Use assessment data to regroup students for reteaching; proficiency on the state test rose from 41% to 55%.',
        'Post assignments and feedback in Google Classroom and call or email families every month.',
      ],
    },
    {
      name: 'Roosevelt Middle School',
      position: 'Mathematics Teacher',
      startDate: '2020-08',
      endDate: '2022-06',
      highlights: [
        'Taught grade 6 math and built classroom routines that cut referrals by a third.',
        'Ran the after-school math club and coached the MATHCOUNTS team.',
      ],
    },
  ],
  education: [
    {
      institution: 'Portland State University',
      studyType: 'Master of Arts in Teaching',
      area: 'Secondary Mathematics',
      endDate: '2020-06',
    },
    {
      institution: 'University of Oregon',
      studyType: 'Bachelor of Science',
      area: 'Mathematics',
      endDate: '2019-06',
    },
  ],
  certificates: [
    {
      name: 'Oregon Teaching License, Mathematics (grades 5–12)',
      issuer: 'Oregon TSPC',
      date: '2020-07',
    },
  ],
  skills: [
    {
      name: 'Teaching',
      keywords: [
        'Lesson planning',
        'Classroom management',
        'Differentiated instruction',
        'Data-driven instruction',
      ],
    },
    { name: 'Tools', keywords: ['Google Classroom', 'Desmos', 'IXL', 'Excel'] },
  ],
};

/** Math tutor and paraeducator without a licence: partial for the math teacher posting. */
export const boateng: Resume = {
  basics: {
    name: 'Kwame Boateng',
    label: 'Math Tutor and Paraeducator',
    email: 'kwame.boateng@example.com',
    location: { city: 'Salem', region: 'OR', countryCode: 'US' },
    summary:
      'Math tutor and classroom aide working toward a teaching license, with three years helping middle and high school students catch up in math.',
  },
  work: [
    {
      name: 'Salem-Keizer Public Schools',
      position: 'Instructional Assistant, Mathematics',
      startDate: '2024-09',
      highlights: [
        'Support two grade 8 math teachers with small-group reteaching for 30 students.',
        'Help students with IEPs follow their accommodations during class and tests.',
      ],
    },
    {
      name: 'Mathnasium Salem',
      position: 'Math Tutor',
      startDate: '2023-01',
      endDate: '2024-08',
      highlights: [
        'Tutored students from grade 3 through Algebra 2, up to 12 sessions a day.',
        'Tracked progress on learning plans and wrote short updates for parents.',
      ],
    },
  ],
  education: [
    {
      institution: 'Western Oregon University',
      studyType: 'Bachelor of Science',
      area: 'Mathematics',
      endDate: '2022-12',
    },
  ],
  skills: [{ name: 'Skills', keywords: ['Tutoring', 'Algebra', 'Small-group instruction'] }],
};
