import type { Posting } from '../types.ts';

export const mathTeacher: Posting = {
  id: 'teaching-middle-school-math',
  field: 'teaching',
  title: 'Middle School Mathematics Teacher (Grades 6–8)',
  company: 'Juniper Ridge Middle School',
  text: `Middle School Mathematics Teacher (Grades 6–8)

Juniper Ridge Middle School serves 640 students in a diverse, growing district. Our math department of seven teachers plans together every week and uses common assessments to track progress.

Position Overview
We are hiring a full-time math teacher for the 2027–28 school year to teach five sections of grade 7 math and Math 8 / Pre-Algebra.

Duties
- Plan and deliver standards-aligned lessons using our adopted curriculum
- Differentiate instruction for English learners and students with IEPs, working with co-teachers
- Use formative and summative assessment data to regroup students and plan reteaching
- Maintain a safe, structured classroom with clear routines
- Post assignments and feedback in Google Classroom and keep grades current
- Communicate regularly with parents and guardians

Qualifications
- Bachelor's degree
- Valid state teaching license with a mathematics endorsement (grades 5–9 or 6–12), or eligibility for one by the start date
- Student teaching or 1+ years of classroom teaching experience in mathematics
- Strong classroom management skills
- Experience with lesson planning and differentiated instruction

Preferred
- ESL endorsement or training
- Experience with Desmos, IXL or similar math platforms
- Willingness to coach a sport or sponsor a club

Salary and Benefits
- Salary per the district schedule: $52,400–$88,900
- State pension, health insurance and a mentor teacher in your first year`,
  required: [
    "Bachelor's degree",
    'Teaching License',
    '1+ years of classroom teaching experience',
    'Classroom Management',
    'Lesson Planning',
    'Differentiated Instruction',
  ],
};
