import type { Posting } from '../types.ts';

export const digitalMarketer: Posting = {
  id: 'marketing-digital-specialist',
  field: 'marketing',
  title: 'Digital Marketing Specialist',
  company: 'Fernhollow Outdoor',
  text: `Digital Marketing Specialist

Fernhollow Outdoor makes lightweight camping and trail gear, sold mostly through our own online store. Our five-person marketing team is looking for a hands-on specialist to grow organic and paid traffic.

Responsibilities
- Plan, launch and optimize Google Ads search and shopping campaigns (monthly budget around $60k)
- Run on-page and technical SEO: keyword research, site audits, metadata and internal linking with our content writer
- Build email campaigns and automated flows in Klaviyo
- Report weekly on traffic, conversion and return on ad spend from Google Analytics 4
- Run landing page tests with the web team to lift conversion rate

Requirements
- 3+ years of experience in digital marketing, ideally for an e-commerce brand
- Proven results managing paid search campaigns in Google Ads
- Hands-on SEO experience with tools such as SEMrush or Ahrefs
- Strong working knowledge of Google Analytics
- Experience with email marketing platforms (Klaviyo, Mailchimp or similar)
- Comfortable with Excel or Google Sheets for reporting
- Bachelor's degree in marketing, communications or a related field

Nice to have
- Meta Ads experience
- Basic HTML and Google Tag Manager
- A love of the outdoors

What we offer
- Remote-first within the US, with a yearly gear allowance
- Two paid volunteer days and a team trip every summer`,
  required: [
    '3+ years of experience',
    'Digital Marketing',
    'Google Ads',
    'SEM',
    'SEO',
    'Google Analytics',
    'Email Marketing',
    'Excel',
    "Bachelor's degree",
  ],
};
