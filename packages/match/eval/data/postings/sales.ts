import type { Posting } from '../types.ts';

export const accountExecutive: Posting = {
  id: 'sales-account-executive',
  field: 'sales',
  title: 'Account Executive, Mid-Market',
  company: 'Quarrylight',
  text: `Account Executive, Mid-Market

Quarrylight makes scheduling and dispatch software for field service companies: HVAC, plumbing and electrical contractors with 20 to 500 technicians. We grew ARR 70% last year and are adding four AEs to the mid-market team.

The Role
You will own the full sales cycle for new business in your territory, from first call to signed contract, working inbound leads from marketing and building your own pipeline through outbound prospecting.

What You'll Do
- Run discovery calls and tailored product demos for owners and operations leaders
- Prospect into target accounts by phone, email and LinkedIn alongside your SDR
- Manage a pipeline of 30–50 opportunities and forecast accurately in Salesforce
- Negotiate pricing and contract terms and close deals averaging $25k–$60k ARR
- Hand off smoothly to onboarding and stay involved in expansion

What You Bring
- 2+ years of closing experience in B2B SaaS sales
- A track record of meeting or beating quota
- Experience running the full sales cycle, including negotiation
- Daily use of Salesforce or another CRM
- Bachelor's degree or equivalent experience

Bonus Points
- Experience selling to trades, construction or field services
- Familiarity with Gong and LinkedIn Sales Navigator
- Spanish

Compensation
- $75,000 base and $150,000 on-target earnings, with uncapped commission
- Remote in the US, with quarterly kick-offs in Austin`,
  required: [
    '2+ years of closing experience',
    'Closing',
    'B2B Sales',
    'SaaS Sales',
    'Quota Attainment',
    'Negotiation',
    'CRM',
    'Prospecting',
    'Pipeline Management',
    'Product Demonstrations',
  ],
};
