import type { Resume } from '@resumio/resume-model';

/** Performance marketer for e-commerce brands, five years: strong for the digital marketing posting. */
export const sorensen: Resume = {
  basics: {
    name: 'Anders Sorensen',
    label: 'Digital Marketing Manager',
    email: 'anders.sorensen@example.com',
    location: { city: 'Boulder', region: 'CO', countryCode: 'US' },
    summary:
      'Digital marketer with five years growing online sales for direct-to-consumer brands through paid search, SEO and email.',
  },
  work: [
    {
      name: 'Summit Thread Co.',
      position: 'Digital Marketing Manager',
      startDate: '2023-04',
      highlights: [
        'Manage $75k a month in Google Ads search and shopping campaigns at a 5.2x return on ad spend.',
        'Grew organic traffic 64% in a year through technical SEO fixes, keyword research and new category pages.',
        'Built welcome, browse-abandonment and win-back flows in Klaviyo that now drive 22% of online revenue.',
        'Report weekly on traffic, conversion and channel ROI from Google Analytics 4 and Excel.',
        'Ran landing page A/B tests with the web developer that lifted conversion rate from 2.1% to 2.8%.',
      ],
    },
    {
      name: 'Riverbend Coffee Roasters',
      position: 'Marketing Coordinator',
      startDate: '2021-06',
      endDate: '2023-03',
      highlights: [
        'Ran email marketing in Mailchimp for 40,000 subscribers.',
        'Wrote blog posts and product pages optimized for search.',
        'Set up Meta Ads campaigns for new product launches.',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Colorado Boulder',
      studyType: 'Bachelor of Science',
      area: 'Marketing',
      endDate: '2021-05',
    },
  ],
  skills: [
    { name: 'Channels', keywords: ['SEO', 'Google Ads', 'Email marketing', 'Meta Ads'] },
    { name: 'Tools', keywords: ['Google Analytics', 'Klaviyo', 'SEMrush', 'Shopify', 'Excel'] },
  ],
  certificates: [{ name: 'Google Ads Search Certification', issuer: 'Google', date: '2025-02' }],
};

/** Social media coordinator, organic content only: partial for the digital marketing posting. */
export const alvarez: Resume = {
  basics: {
    name: 'Camila Alvarez',
    label: 'Social Media Coordinator',
    email: 'camila.alvarez@example.com',
    location: { city: 'San Antonio', region: 'TX', countryCode: 'US' },
    summary:
      'Social media coordinator who plans, shoots and writes content for lifestyle brands and grows engaged communities.',
  },
  work: [
    {
      name: 'Casa Verde Home',
      position: 'Social Media Coordinator',
      startDate: '2024-02',
      highlights: [
        'Plan and publish content for Instagram, TikTok and Pinterest, growing followers from 18k to 61k.',
        'Shoot and edit short videos and design posts in Canva.',
        'Schedule posts and report monthly engagement in Hootsuite.',
        'Work with 25 creators on influencer marketing campaigns for product launches.',
      ],
    },
    {
      name: 'Alamo City Events',
      position: 'Marketing Assistant',
      startDate: '2022-08',
      endDate: '2024-01',
      highlights: [
        'Wrote the monthly newsletter and event listings.',
        'Updated event pages on the WordPress site.',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Texas at San Antonio',
      studyType: 'Bachelor of Arts',
      area: 'Communication',
      endDate: '2022-05',
    },
  ],
  skills: [
    {
      name: 'Marketing',
      keywords: ['Social media marketing', 'Content creation', 'Influencer marketing'],
    },
    { name: 'Tools', keywords: ['Canva', 'Hootsuite', 'WordPress', 'CapCut'] },
  ],
};
