import type { Posting } from '../types.ts';

export const powerSystemsEngineer: Posting = {
  id: 'electrical-building-power',
  field: 'electrical engineering',
  title: 'Electrical Engineer – Building Power Systems',
  company: 'Ashgrove MEP',
  text: `Electrical Engineer – Building Power Systems

Ashgrove MEP is a consulting engineering firm designing mechanical, electrical and plumbing systems for hospitals, labs, schools and data centers.

Responsibilities
- Design power distribution systems for new buildings and renovations: service entrance, switchgear, panelboards, feeders and branch circuits
- Design emergency and standby power systems, including generators and automatic transfer switches
- Run load calculations, voltage drop, short-circuit, coordination and arc flash studies
- Lay out lighting and lighting controls to meet the energy code
- Produce construction drawings and specifications in Revit and AutoCAD
- Support construction administration: submittal reviews, RFIs and site visits

Requirements
- BS in Electrical Engineering
- 4+ years of experience in electrical design of buildings with a consulting engineering firm
- PE license, or EIT with the ability to obtain a PE within 18 months
- Thorough knowledge of the National Electrical Code (NEC) and NFPA 110
- Experience with Revit MEP and AutoCAD
- Power system studies with ETAP, SKM or EasyPower

Nice to have
- Healthcare or mission-critical project experience
- LEED AP
- Experience with Bluebeam

Benefits
- Hybrid in Minneapolis, with paid licensure and professional society dues
- Flexible hours and a 9/80 schedule`,
  required: [
    "Bachelor's degree",
    'Electrical Engineering',
    '4+ years of experience',
    'Professional Engineer',
    'National Electrical Code',
    'Revit',
    'AutoCAD',
    'ETAP',
    'Power Distribution',
  ],
};
