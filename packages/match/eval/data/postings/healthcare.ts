import type { Posting } from '../types.ts';

export const medicalAssistant: Posting = {
  id: 'health-medical-assistant',
  field: 'healthcare',
  title: 'Certified Medical Assistant – Family Medicine',
  company: 'Cedar Hollow Family Medicine',
  text: `Certified Medical Assistant – Family Medicine

Cedar Hollow Family Medicine is a busy eight-provider primary care practice caring for patients of all ages. About 40% of our visits are in Spanish.

Responsibilities
- Room patients, take vital signs, height, weight and medication lists, and note the reason for the visit
- Perform venipuncture, point-of-care testing (glucose, strep, urinalysis) and ECGs
- Give immunizations and injections as ordered by providers
- Keep the EHR complete and accurate, including refill requests and patient messages
- Schedule follow-up appointments and referrals
- Clean and stock exam rooms and follow infection control procedures

Requirements
- Graduate of an accredited medical assistant program
- Current certification as a medical assistant (CMA through the AAMA, or RMA)
- Current BLS certification
- 1+ years of clinical experience as a medical assistant in a physician practice
- Phlebotomy skills: confident with venipuncture on adults and children
- Experience with an electronic health record

Preferred
- Bilingual in English and Spanish
- Experience with athenahealth
- Pediatric experience

Schedule
- Monday to Friday, 8:00 am to 5:00 pm, no weekends or holidays
- Starting pay $21–$24 per hour, with a $1 per hour differential for bilingual staff`,
  required: [
    'Certified Medical Assistant',
    'BLS',
    '1+ years of clinical experience',
    'Phlebotomy',
    'Electronic Health Records',
    'Vital Signs',
  ],
};
