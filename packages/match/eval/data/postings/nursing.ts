import type { Posting } from '../types.ts';

export const medSurgNurse: Posting = {
  id: 'nursing-rn-medsurg',
  field: 'nursing',
  title: 'Registered Nurse – Medical-Surgical Unit (Nights)',
  company: 'St. Brigid Regional Medical Center',
  text: `Registered Nurse – Medical-Surgical Unit (Nights)

St. Brigid Regional Medical Center is a 310-bed community teaching hospital. Our 32-bed medical-surgical unit cares for adult post-operative, orthopedic and general medicine patients.

Position Summary
The staff RN provides and coordinates direct patient care for an assignment of four to five patients on twelve-hour night shifts, working with a charge nurse, nursing assistants and the wider care team.

Responsibilities
- Complete head-to-toe patient assessments on admission and reassess per unit policy
- Administer medications, including IV push and blood products, and manage IV therapy
- Develop and update individualized care plans
- Perform wound care and monitor surgical sites and drains
- Document all care in Epic in real time
- Educate patients and families so they leave ready for a safe discharge

Requirements
- Current RN license in the state or a compact (multistate) license
- BLS certification from the American Heart Association
- ACLS within six months of hire
- 1+ years of acute care experience as an RN (new graduates can apply to our nurse residency program instead)
- Electronic health record experience; Epic strongly preferred

Preferred
- BSN
- Medical-surgical nursing certification (CMSRN)
- Telemetry experience

Schedule and Pay
- Three 12-hour night shifts per week and every third weekend
- $42–$58 per hour depending on experience, plus night differential
- Sign-on bonus of $7,500 for experienced nurses`,
  required: [
    'Registered Nurse',
    'BLS',
    'ACLS',
    '1+ years of acute care experience',
    'acute care',
    'Electronic Health Records',
    'Patient Assessment',
    'Medication Administration',
    'IV Therapy',
    'Care Planning',
    'Wound Care',
    'Patient Education',
  ],
};
