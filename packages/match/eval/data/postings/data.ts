import type { Posting } from '../types.ts';

export const dataAnalyst: Posting = {
  id: 'data-analyst-commercial',
  field: 'data',
  title: 'Data Analyst, Commercial Insights',
  company: 'Cobalt & Pine',
  text: `Data Analyst, Commercial Insights

Cobalt & Pine sells furniture and home goods online and through fourteen showrooms. The Commercial Insights team helps merchandising, pricing and marketing make decisions with data instead of hunches.

What you'll do
- Own weekly and monthly reporting on sales, margin and customer retention
- Write SQL against our Snowflake warehouse to answer ad-hoc business questions
- Build and maintain Tableau dashboards used by category managers every morning
- Design and read out A/B tests on pricing and promotions with the marketing team
- Clean and join data from our e-commerce platform, point of sale and ad platforms
- Present findings to non-technical stakeholders in clear, short write-ups

Requirements
- Bachelor's degree in statistics, economics, mathematics, computer science or a related field
- 2+ years of experience in a data analyst or similar analytical role
- Advanced SQL (joins, window functions, CTEs)
- Python with pandas for data cleaning and analysis
- Experience building dashboards in Tableau or Power BI
- Strong Excel skills
- Working knowledge of statistics and A/B testing

Nice to have
- dbt or another data modelling tool
- Retail or e-commerce experience
- Google Analytics

Benefits
- Hybrid: two days a week in our Denver office
- 25% employee discount and a 401(k) match`,
  required: [
    "Bachelor's degree",
    '2+ years of experience',
    'SQL',
    'Python',
    'pandas',
    'Tableau',
    'Excel',
    'Statistics',
    'A/B Testing',
  ],
};
