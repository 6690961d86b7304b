import type { Resume } from '@resumio/resume-model';

/** Certified medical assistant in primary care, bilingual: strong for the MA posting. */
export const osei: Resume = {
  basics: {
    name: 'Gabriela Osei',
    label: 'Certified Medical Assistant',
    email: 'gabriela.osei@example.com',
    location: { city: 'Tucson', region: 'AZ', countryCode: 'US' },
    summary:
      'Certified medical assistant with four years in family medicine and pediatrics. Bilingual in English and Spanish, quick and gentle with blood draws, and at home in a busy clinic.',
  },
  work: [
    {
      name: 'Saguaro Family Health',
      position: 'Certified Medical Assistant',
      startDate: '2023-01',
      highlights: [
        'Room 25–30 patients a day for two family physicians: vital signs, medication review and visit notes.',
        'Perform venipuncture and capillary draws on adults and children, about 20 a day.',
        'Run point-of-care tests and ECGs and give vaccines and injections under provider orders.',
        'Keep charts, refill requests and patient messages current in athenahealth.',
        'Interpret for Spanish-speaking patients during visits and phone calls.',
      ],
    },
    {
      name: 'Desert Bloom Pediatrics',
      position: 'Medical Assistant',
      startDate: '2022-03',
      endDate: '2022-12',
      highlights: [
        'Scheduled well-child visits and referrals and verified insurance.',
        'Took vital signs and growth measurements and followed infection control protocols.',
      ],
    },
  ],
  education: [
    {
      institution: 'Pima Medical Institute',
      studyType: 'Diploma',
      area: 'Medical Assisting',
      endDate: '2022-02',
    },
  ],
  certificates: [
    {
      name: 'Certified Medical Assistant (CMA)',
      issuer: 'American Association of Medical Assistants',
      date: '2022-04',
    },
    { name: 'Basic Life Support (BLS)', issuer: 'American Heart Association', date: '2025-06' },
  ],
  skills: [
    {
      name: 'Clinical',
      keywords: ['Phlebotomy', 'Vital signs', 'ECG', 'Injections', 'Infection control'],
    },
    { name: 'Systems', keywords: ['athenahealth', 'Electronic health records'] },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: 'Spanish', fluency: 'Native speaker' },
  ],
};

/** Nursing assistant in a hospital, no MA certification or phlebotomy: partial for the MA posting. */
export const brennan: Resume = {
  basics: {
    name: 'Kieran Brennan',
    label: 'Certified Nursing Assistant',
    email: 'kieran.brennan@example.com',
    location: { city: 'Mesa', region: 'AZ', countryCode: 'US' },
    summary:
      'CNA with three years of hospital experience looking to move into an outpatient clinic role.',
  },
  work: [
    {
      name: 'Banner Ridge Medical Center',
      position: 'Certified Nursing Assistant, Telemetry Unit',
      startDate: '2023-08',
      highlights: [
        'Take and record vital signs and blood glucose checks for up to 12 patients per shift.',
        'Help patients with mobility, hygiene and meals, and report changes to the nurse.',
        'Enter vitals and intake and output into Cerner.',
      ],
    },
    {
      name: 'Sun Valley Assisted Living',
      position: 'Caregiver',
      startDate: '2022-05',
      endDate: '2023-07',
      highlights: ['Supported daily living for 15 residents and kept shift logs.'],
    },
  ],
  education: [
    {
      institution: 'Mesa Community College',
      studyType: 'Certificate',
      area: 'Nursing Assistant',
      endDate: '2023-06',
    },
  ],
  certificates: [
    { name: 'Certified Nursing Assistant (CNA), Arizona', date: '2023-07' },
    { name: 'BLS Provider', issuer: 'American Heart Association', date: '2025-02' },
  ],
  skills: [{ name: 'Patient care', keywords: ['Vital signs', 'Patient care', 'Cerner'] }],
};
