import type { Posting } from '../types.ts';

export const hrGeneralist: Posting = {
  id: 'hr-generalist',
  field: 'human resources',
  title: 'HR Generalist',
  company: 'Brackenridge Builders',
  text: `HR Generalist

Brackenridge Builders is a general contractor with 420 employees across field and office teams in Arizona and Nevada.

Responsibilities
- Be the first point of contact for employee questions on policies, leave and benefits
- Run new-hire onboarding and orientation for office and field staff
- Investigate and resolve employee relations issues with managers, and document outcomes
- Administer benefits enrollment, FMLA and leave of absence cases
- Keep employee records accurate in Workday and produce monthly HR reports
- Support recruiting for office roles: post jobs, screen candidates and schedule interviews
- Keep us compliant with federal and state employment law, and run annual harassment prevention training

Requirements
- Bachelor's degree in Human Resources, Business or a related field
- 3+ years of experience as an HR generalist or in a similar HR role
- Working knowledge of employment law (FMLA, ADA, FLSA)
- Experience with an HRIS; Workday preferred
- Experience handling employee relations investigations
- Spanish fluency required to support our field workforce

Preferred
- SHRM-CP or PHR certification
- Experience in construction or another field-based workforce

What We Offer
- Medical, dental and vision from day one, and a 401(k) with a 5% match
- Office in downtown Phoenix with free parking`,
  required: [
    "Bachelor's degree",
    '3+ years of experience',
    'HR Compliance',
    'FMLA',
    'HRIS',
    'Employee Relations',
    'Spanish',
    'Onboarding',
    'Benefits Administration',
  ],
};
