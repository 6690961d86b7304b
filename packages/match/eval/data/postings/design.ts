import type { Posting } from '../types.ts';

export const productDesigner: Posting = {
  id: 'design-product-designer',
  field: 'design',
  title: 'Product Designer',
  company: 'Sablewood',
  text: `Product Designer

Sablewood is a budgeting and bill-pay app used by 900,000 households. Our design team of six works in small product squads with engineers and a product manager.

What you'll work on
- Own the end-to-end design of features in our iOS, Android and web apps, from problem framing to shipped UI
- Plan and run user research: interviews, usability tests and quick surveys
- Turn insights into user flows, wireframes and interactive prototypes in Figma
- Contribute components and patterns to our design system
- Work with engineers through build and QA, and measure outcomes after launch

What we're looking for
- 4+ years of experience as a product designer or UX/UI designer working on digital products
- A portfolio that shows your process and shipped work
- Expert in Figma, including components, auto layout and prototyping
- Experience planning and running user research and usability testing
- Strong interaction design and visual design skills
- Experience contributing to or maintaining a design system

Nice to have
- Fintech or consumer mobile app experience
- Basic HTML and CSS
- Knowledge of accessibility standards (WCAG)

Perks
- Remote in the US or Canada, with a home office stipend
- Annual conference budget and a four-day week in August`,
  required: [
    '4+ years of experience',
    'Figma',
    'UX Design',
    'UI Design',
    'User Research',
    'usability testing',
    'Wireframing',
    'Prototyping',
    'interaction design',
    'visual design',
    'Design Systems',
  ],
};
