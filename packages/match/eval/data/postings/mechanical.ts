import type { Posting } from '../types.ts';

export const mechanicalDesigner: Posting = {
  id: 'mechanical-design-engineer',
  field: 'mechanical engineering',
  title: 'Mechanical Design Engineer',
  company: 'Tessarine Instruments',
  text: `Mechanical Design Engineer

Tessarine Instruments designs benchtop centrifuges and sample-preparation instruments for clinical and research labs. Our engineering team of 22 takes products from concept through design transfer to our contract manufacturers.

What you'll do
- Design plastic and sheet metal parts and assemblies in SolidWorks
- Create production drawings with GD&T and take them through release in our PDM system
- Run tolerance stack-ups and first-pass simulations to check stiffness, stress and heat
- Build and test prototypes, and lead root cause analysis when something fails
- Work with suppliers on design for manufacturing (injection molding, machining, sheet metal)
- Write test protocols and reports for design verification

Requirements
- BS in Mechanical Engineering
- 3+ years of experience in mechanical product design
- Proficiency in SolidWorks (parts, assemblies and drawings)
- Working knowledge of GD&T (ASME Y14.5) and tolerance analysis
- Experience designing parts for injection molding and sheet metal fabrication
- Hands-on prototyping and testing

Nice to have
- Experience with medical devices or other regulated products (ISO 13485)
- FEA with ANSYS or SolidWorks Simulation
- Certified SolidWorks Professional (CSWP)

Benefits
- Onsite in Madison, WI, with relocation assistance
- Profit sharing, 401(k) match and a well-equipped prototype shop`,
  required: [
    "Bachelor's degree",
    'Mechanical Engineering',
    '3+ years of experience',
    'Product Design',
    'SolidWorks',
    'GD&T',
    'tolerance analysis',
    'injection molding',
    'sheet metal',
    'Prototyping and Testing',
    'Engineering Drawings',
    'Design for Manufacturing',
  ],
};
