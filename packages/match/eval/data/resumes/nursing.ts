import type { Resume } from '@resumio/resume-model';

/** Med-surg RN, five years on acute care floors: strong for the RN posting. */
export const delacruz: Resume = {
  basics: {
    name: 'Marisol Dela Cruz',
    label: 'Registered Nurse, Medical-Surgical',
    email: 'marisol.delacruz@example.com',
    location: { city: 'Dayton', region: 'OH', countryCode: 'US' },
    summary:
      'Registered nurse with five years of acute care experience on medical-surgical and orthopedic units, most of it on nights. Calm under pressure and known on the unit for thorough assessments and clear discharge teaching.',
  },
  work: [
    {
      name: 'Miami Valley General Hospital',
      position: 'Staff RN, Medical-Surgical Unit',
      startDate: '2023-05',
      highlights: [
        'Care for five to six adult post-operative and medical patients per shift on a 36-bed unit.',
        'Perform head-to-toe patient assessments and escalate early warning signs to the rapid response team.',
        'Administer medications, IV antibiotics and blood transfusions, and manage PCA pumps.',
        'Provide wound care for surgical incisions, drains and pressure injuries with the wound care team.',
        'Write and update care plans and document in Epic; unit super-user for the 2024 Epic upgrade.',
        'Teach patients and families about new medications and home care before discharge.',
      ],
    },
    {
      name: 'Kettering Orthopedic Hospital',
      position: 'Registered Nurse, Orthopedics',
      startDate: '2021-06',
      endDate: '2023-04',
      highlights: [
        'Cared for joint replacement and spine surgery patients from PACU transfer to discharge.',
        'Started and maintained peripheral IV lines and managed IV therapy.',
        'Precepted four new graduate nurses.',
      ],
    },
  ],
  education: [
    {
      institution: 'Wright State University',
      studyType: 'Bachelor of Science in Nursing',
      area: 'Nursing',
      endDate: '2021-05',
    },
  ],
  certificates: [
    { name: 'Registered Nurse (RN), Ohio Board of Nursing', date: '2021-06' },
    { name: 'Basic Life Support (BLS)', issuer: 'American Heart Association', date: '2025-03' },
    { name: 'ACLS', issuer: 'American Heart Association', date: '2025-03' },
  ],
  skills: [
    {
      name: 'Clinical',
      keywords: [
        'Patient assessment',
        'Medication administration',
        'IV therapy',
        'Wound care',
        'Telemetry',
      ],
    },
    { name: 'Systems', keywords: ['Epic', 'Pyxis'] },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: 'Tagalog', fluency: 'Conversational' },
  ],
};

/** LPN in long-term care, no RN licence and no acute care: partial for the RN posting. */
export const whitfield: Resume = {
  basics: {
    name: 'Tamara Whitfield',
    label: 'Licensed Practical Nurse',
    email: 'tamara.whitfield@example.com',
    location: { city: 'Springfield', region: 'OH', countryCode: 'US' },
    summary:
      'LPN with six years in long-term care and rehabilitation, currently finishing an ADN program to sit for the NCLEX-RN.',
  },
  work: [
    {
      name: 'Maple Crest Rehabilitation and Care Center',
      position: 'Licensed Practical Nurse',
      startDate: '2020-04',
      highlights: [
        'Administer scheduled medications and treatments to 24 residents per shift.',
        'Take vital signs, monitor changes in condition and report them to the RN supervisor and physician.',
        'Provide wound care for pressure injuries and skin tears.',
        'Document care in PointClickCare electronic health records.',
      ],
    },
    {
      name: 'Brookside Senior Living',
      position: 'Certified Nursing Assistant',
      startDate: '2018-02',
      endDate: '2020-03',
      highlights: [
        'Helped residents with bathing, dressing, meals and mobility.',
        'Recorded intake, output and vital signs for each shift.',
      ],
    },
  ],
  education: [
    {
      institution: 'Clark State College',
      studyType: 'Associate Degree in Nursing',
      area: 'Nursing',
      startDate: '2025-01',
    },
    {
      institution: 'Clark State College',
      studyType: 'Certificate',
      area: 'Practical Nursing',
      endDate: '2020-03',
    },
  ],
  certificates: [
    { name: 'Licensed Practical Nurse (LPN), Ohio', date: '2020-04' },
    { name: 'BLS for Healthcare Providers', issuer: 'American Heart Association', date: '2025-09' },
  ],
  skills: [
    {
      name: 'Clinical',
      keywords: ['Medication administration', 'Wound care', 'Vital signs', 'Geriatrics'],
    },
  ],
};
