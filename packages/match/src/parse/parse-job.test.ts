import { describe, expect, it } from 'vitest';
import { BACKEND_POSTING, NURSE_POSTING } from '../testing/fixtures.ts';
import { parseJob } from './parse-job.ts';

const byTerm = (text: string, title?: string) =>
  new Map(
    parseJob({ jobDescription: text, ...(title ? { jobTitle: title } : {}) }).requirements.map(
      (r) => [r.term, r],
    ),
  );

describe('parseJob', () => {
  it('reads a nursing posting: licences, certifications, years and a preferred degree', () => {
    const reqs = byTerm(NURSE_POSTING);
    expect(reqs.get('Registered Nurse')).toMatchObject({
      importance: 'required',
      category: 'certification',
      surface: 'RN license',
    });
    expect(reqs.get('Advanced Cardiac Life Support')?.importance).toBe('required');
    expect(reqs.get('Electronic Health Records')).toMatchObject({
      importance: 'required',
      surface: 'EMR',
    });
    expect(reqs.get('2+ years of experience')).toMatchObject({
      category: 'experience',
      years: 2,
      importance: 'required',
    });
    expect(reqs.get('Bachelor of Science in Nursing')?.importance).toBe('preferred');
    expect(reqs.get('Spanish')).toMatchObject({ category: 'language', importance: 'preferred' });
    expect(reqs.get('Advanced Cardiac Life Support')?.sentence).toBe('BLS and ACLS required');
  });

  it('reads a software posting: alternatives, preferred cues after a semicolon and soft skills', () => {
    const reqs = byTerm(BACKEND_POSTING);
    expect(reqs.get('Go')?.importance).toBe('required');
    expect(reqs.get('Java')?.alternatives).toEqual(['Go']);
    // "Go or Java" is one requirement: the first named stands for it, the other is accepted.
    expect(reqs.get('Java')?.importance).toBe('preferred');
    // Named only in the duties ("run them on Kubernetes"): the employer's own stack, a plus.
    expect(reqs.get('Kubernetes')?.importance).toBe('preferred');
    expect(reqs.get('Terraform')?.importance).toBe('preferred');
    expect(reqs.get('Kafka')?.importance).toBe('preferred');
    // Soft skills are kept as preferred: a resume cannot prove one by naming it.
    expect(reqs.get('Communication')).toMatchObject({
      category: 'soft-skill',
      importance: 'preferred',
    });
    expect(reqs.get('3+ years of experience')?.years).toBe(3);
  });

  it('reads an accounting posting with numbered lists and a degree level', () => {
    const reqs = byTerm(`Staff Accountant
Required Qualifications
1. Bachelor's degree in Accounting or Finance
2. Knowledge of GAAP and month-end close
3. Advanced Excel skills
Preferred Qualifications
1. CPA or CPA candidate`);
    expect(reqs.get("Bachelor's degree")).toMatchObject({
      category: 'degree',
      level: 2,
      importance: 'required',
    });
    expect(reqs.get('GAAP')?.importance).toBe('required');
    expect(reqs.get('Month-End Close')?.importance).toBe('required');
    expect(reqs.get('Excel')?.category).toBe('tool');
    expect(reqs.get('CPA')).toMatchObject({ importance: 'preferred', category: 'certification' });
  });

  it('reads a teaching posting written as paragraphs under capitalised headings', () => {
    const reqs = byTerm(`Grade 2 Teacher
DUTIES
Plan lessons, manage the classroom and write IEP goals with the special education team.
QUALIFICATIONS
Valid state teaching license. Experience with lesson planning and classroom management.
DESIRABLE
ESL certification; Google Classroom experience.`);
    expect(reqs.get('Teaching License')?.importance).toBe('required');
    expect(reqs.get('Lesson Planning')?.importance).toBe('required');
    expect(reqs.get('Classroom Management')?.importance).toBe('required');
    expect(reqs.get('Individualized Education Programs')?.surface).toBe('IEP');
    expect(reqs.get('English as a Second Language')?.importance).toBe('preferred');
    expect(reqs.get('Google Classroom')?.importance).toBe('preferred');
  });

  it('reads a warehouse posting and ignores benefits and the company blurb', () => {
    const reqs = byTerm(`Warehouse Lead
Acme ships furniture across the Midwest with our own CDL drivers.
What You Bring
- Forklift certification
- Knowledge of OSHA regulations and a WMS
- Lean or Six Sigma training is a bonus
Benefits
- Paid Salesforce training`);
    expect(reqs.get('Forklift Certification')?.importance).toBe('required');
    expect(reqs.get('OSHA')?.importance).toBe('required');
    expect(reqs.get('Warehouse Management Systems')?.surface).toBe('WMS');
    expect(reqs.get('Lean')?.importance).toBe('preferred');
    expect(reqs.has('Salesforce')).toBe(false);
    expect(reqs.has('CDL')).toBe(false);
  });

  it('counts a term outside the dictionary that the posting lists under its requirements', () => {
    const reqs = byTerm(`Payments Engineer
Requirements
- Experience with mortgage servicing platforms
- Python`);
    const phrase = [...reqs.values()].find((r) => r.source === 'phrase');
    expect(phrase?.term.toLowerCase()).toContain('mortgage servicing');
    expect(phrase?.importance).toBe('required');
  });

  it('counts illustrations and the later options of an either/or as a plus (marketing, data, sales)', () => {
    const reqs = byTerm(`Digital Marketing Specialist
Requirements
- Hands-on SEO experience with tools such as SEMrush or Ahrefs
- Experience with email marketing platforms (Klaviyo, Mailchimp or similar)
- Experience building reports in Tableau or Power BI
- Daily use of Salesforce or another CRM`);
    expect(reqs.get('SEO')?.importance).toBe('required');
    expect(reqs.get('SEMrush')?.importance).toBe('preferred');
    expect(reqs.get('Email Marketing')?.importance).toBe('required');
    expect(reqs.get('Klaviyo')?.importance).toBe('preferred');
    expect(reqs.get('Mailchimp')?.importance).toBe('preferred');
    expect(reqs.get('Tableau')).toMatchObject({
      importance: 'required',
      alternatives: ['Power BI'],
    });
    expect(reqs.get('Power BI')).toMatchObject({
      importance: 'preferred',
      alternatives: ['Tableau'],
    });
    expect(reqs.get('Salesforce')).toMatchObject({ importance: 'required', alternatives: ['CRM'] });
    expect(reqs.get('CRM')).toMatchObject({
      importance: 'preferred',
      alternatives: ['Salesforce'],
    });
  });

  it('reads the kind of an illustration in its own item of a list, and groups the examples with it', () => {
    const reqs = byTerm(`Frontend Engineer
Your profile
- Experience with React and state management libraries (such as Redux)
- Experience with common front-end development tools such as Babel, Webpack`);
    // React is another item of the list: Redux illustrates "state management libraries".
    expect(reqs.get('React')?.importance).toBe('required');
    expect(reqs.get('Redux')?.importance).toBe('required');
    expect(reqs.get('Front-End Development')?.importance).toBe('required');
    expect(reqs.get('Webpack')).toMatchObject({
      importance: 'preferred',
      alternatives: ['Front-End Development'],
    });
  });

  it("keeps the employer's own things and tools named only in the duties as a plus (data)", () => {
    const reqs = byTerm(`Data Analyst
What you'll do
- Write SQL against our Snowflake warehouse and improve our dashboards
- Document findings in Confluence
Requirements
- Advanced SQL and Python`);
    expect(reqs.get('SQL')?.importance).toBe('required');
    expect(reqs.get('Python')?.importance).toBe('required');
    expect(reqs.get('Snowflake')?.importance).toBe('preferred');
    expect(reqs.get('Data Visualization')?.importance).toBe('preferred');
    expect(reqs.get('Confluence')?.importance).toBe('preferred');
  });

  it('reads duties: supported work, asides and details are a plus, core duties count (accounting)', () => {
    const reqs = byTerm(`Staff Accountant
Responsibilities
- Prepare journal entries and accruals for the month-end close
- Support accounts payable and accounts receivable with vendor reconciliations
- Review the fixed asset register (depreciation schedules)
Requirements
- Bachelor's degree in Accounting or Finance
- Strong attention to detail`);
    for (const term of ['General Ledger', 'Accruals', 'Month-End Close', 'Account Reconciliation'])
      expect(reqs.get(term)?.importance).toBe('required');
    expect(reqs.get('Accounts Payable')?.importance).toBe('preferred');
    expect(reqs.get('Accounts Receivable')?.importance).toBe('preferred');
    expect(reqs.get("Bachelor's degree")?.importance).toBe('required');
    // A field the posting leaves open ("Accounting or Finance") is not a requirement of its own.
    expect(reqs.get('Accounting')?.importance).toBe('preferred');
    expect(reqs.get('Attention to Detail')).toMatchObject({
      category: 'soft-skill',
      importance: 'preferred',
    });
  });

  it('tells colleagues from skills and keeps a single degree field (civil engineering)', () => {
    const reqs = byTerm(`Civil Engineer
About the Role
You will design sites from concept through permitting, working with a project manager and two designers.
Requirements
- Bachelor's degree in Civil Engineering
- EIT certification`);
    expect(reqs.get('Permitting')?.importance).toBe('required');
    expect(reqs.has('Project Management')).toBe(false);
    expect(reqs.get('Civil Engineering')?.importance).toBe('required');
    expect(reqs.get('Engineer in Training')?.importance).toBe('required');
  });

  it('reads a degree "or equivalent experience" as a plus (sales)', () => {
    const reqs = byTerm(`Account Executive
What You Bring
- 2+ years of closing experience in B2B SaaS sales
- Bachelor's degree or equivalent experience`);
    expect(reqs.get("Bachelor's degree")?.importance).toBe('preferred');
    expect(reqs.get('B2B Sales')?.importance).toBe('required');
    expect(reqs.get('SaaS Sales')?.importance).toBe('required');
  });

  it('keeps a second, narrower amount of years as its own requirement (logistics)', () => {
    const parsed = parseJob({
      jobDescription: `Warehouse Supervisor
Requirements
- 3+ years of warehouse experience, including 1+ years in a lead or supervisory role`,
    });
    const years = parsed.requirements.filter((r) => r.category === 'experience');
    expect(years.map((r) => [r.key, r.term, r.years, r.importance])).toEqual([
      ['experience:years', '3+ years of experience', 3, 'required'],
      ['experience:years:1', '1+ years in a lead or supervisory role', 1, 'required'],
    ]);
  });

  it('needs the field of an ambiguous word before matching it (design, data)', () => {
    const design = byTerm(`Product Designer
What you'll do
- Work with engineers through build and QA
- Plan and run user research: interviews and usability tests
Requirements
- Expert in Figma and prototyping`);
    expect(design.has('Quality Engineering')).toBe(false);
    expect(design.has('Interviewing')).toBe(false);
    expect(design.get('User Research')?.importance).toBe('required');
    const data = byTerm(`Data Analyst
What you'll do
- Report weekly on sales, margin and customer retention
Requirements
- SQL and Tableau`);
    expect(data.has('Customer Success')).toBe(false);
  });

  it('reads the duties as the requirements when the posting states none (office)', () => {
    const reqs = byTerm(`Office Manager
What you'll do
- Run payroll in QuickBooks and keep the books
- Order supplies (a Costco account) and greet visitors
Benefits
- Paid time off`);
    expect(reqs.get('QuickBooks')?.importance).toBe('required');
    expect(reqs.get('Payroll')?.importance).toBe('required');
  });

  it('takes the title from the first line or the given title', () => {
    expect(parseJob({ jobDescription: NURSE_POSTING }).title).toBe('Registered Nurse - Telemetry');
    expect(parseJob({ jobDescription: NURSE_POSTING, jobTitle: 'Charge Nurse' }).title).toBe(
      'Charge Nurse',
    );
  });
});
