import type { Posting } from '../types.ts';

export const landDevelopmentEngineer: Posting = {
  id: 'civil-land-development',
  field: 'civil engineering',
  title: 'Civil Engineer II – Land Development',
  company: 'Corbel & Finch',
  text: `Civil Engineer II – Land Development

Corbel & Finch is a 60-person civil engineering and surveying firm serving developers, school districts and towns across central North Carolina.

About the Role
You will design residential, commercial and institutional sites from concept through permitting and construction, working with a project manager and two designers.

Responsibilities
- Prepare site layout, grading, utility and erosion control plans in Civil 3D
- Design stormwater management systems and write stormwater reports and calculations
- Prepare permit applications for town, state and utility approvals
- Produce engineer's cost estimates and quantity take-offs
- Respond to review comments and support construction administration

Requirements
- Bachelor's degree in Civil Engineering from an ABET-accredited program
- EIT certification; PE license preferred
- 2+ years of land development design experience
- Proficiency in AutoCAD Civil 3D
- Working knowledge of stormwater design and hydrology (HydroCAD or similar)
- Clear written communication for reports and permit narratives

Nice to have
- PE license in North Carolina
- Experience with HEC-RAS
- Knowledge of NCDOT standards

Benefits
- Hybrid schedule after your first three months
- Paid PE exam and licence fees, profit sharing and a truck allowance for site visits`,
  required: [
    "Bachelor's degree",
    'Civil Engineering',
    'Engineer in Training',
    '2+ years of land development experience',
    'land development',
    'Civil 3D',
    'Stormwater Management',
    'hydrology',
    'Site Grading',
    'Permitting',
  ],
};
