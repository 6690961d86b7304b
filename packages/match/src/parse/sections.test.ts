import { describe, expect, it } from 'vitest';
import { parseJob } from './parse-job.ts';

const terms = (jobDescription: string, jobTitle?: string) =>
  new Map(
    parseJob({ jobDescription, ...(jobTitle ? { jobTitle } : {}) }).requirements.map((r) => [
      r.term,
      r.importance,
    ]),
  );

describe('posting sections', () => {
  it('reads requirements under German, French and Spanish headings', () => {
    const de = terms(`Backend-Entwickler (m/w/d)
Wir sind ein kleines Team in Köln und suchen dich für die Entwicklung der Plattform mit uns.
Deine Aufgaben
• Weiterentwicklung unserer Plattform
Dein Profil
• Sehr gute Kenntnisse in Java und SQL
• Gute Englischkenntnisse
Das erwartet Dich
• Flexible Arbeitszeiten und Obstkorb
• Kostenlose Kurse in Python`);
    expect(de.get('Java')).toBe('required');
    expect(de.get('SQL')).toBe('required');
    expect(de.get('English')).toBe('required');
    // The posting is written in German: the language is asked for without being named.
    expect(de.get('German')).toBe('required');
    expect(de.has('Python')).toBe(false);

    const fr = terms(`Comptable H/F
Vos missions
- Tenue de la comptabilité fournisseurs
Profil souhaité
Compétences : Excel, SAP
Vos avantages
- Tickets restaurant, formation Python offerte`);
    expect(fr.get('Excel')).toBe('required');
    expect(fr.get('SAP')).toBe('required');
    expect(fr.has('Python')).toBe(false);

    const es = terms(`Analista de datos
Requisitos
- Experiencia con SQL y Tableau
Ofrecemos
- Cursos de Python y seguro médico`);
    expect(es.get('SQL')).toBe('required');
    expect(es.has('Python')).toBe(false);
  });

  it('never reads requirements from the company, benefits, legal or how-to-apply text', () => {
    const reqs = terms(`Data Engineer
Acme is a leading provider of Kubernetes hosting, backed by top investors.
Requirements
- 3+ years of Python
- Experience with Airflow
Benefits
- 401(k) matching and a Kubernetes certification budget
Acme is an equal opportunity employer and considers applicants without regard to race, color or disability.
Send your resume to recruiting@acme.example to apply.`);
    expect(reqs.get('Python')).toBe('required');
    expect(reqs.has('Kubernetes')).toBe(false);
    expect(reqs.has('Recruiting')).toBe(false);
    expect([...reqs.keys()].some((t) => /acme/i.test(t))).toBe(false);
  });

  it('drops what the posting rules out and keeps the examples of an unnamed kind as alternatives', () => {
    const parsed = parseJob({
      jobDescription: `Java Developer
Requirements
- Good knowledge of scripting languages like Python or Bash
- Please note: our projects do not use PHP or Perl`,
    });
    const byTerm = new Map(parsed.requirements.map((r) => [r.term, r]));
    expect(byTerm.get('Python')?.importance).toBe('required');
    expect(byTerm.get('Python')?.alternatives).toEqual(['Bash']);
    expect(byTerm.has('PHP')).toBe(false);
    expect(byTerm.has('Perl')).toBe(false);
  });

  it('sets a salary line aside but keeps the years a job board header states', () => {
    const parsed = parseJob({
      jobDescription: `Nurse Educator
Remote, $70k - $95k, 5+ years
Salary: 40,000 USD per year
Requirements
- Registered Nurse license`,
    });
    const terms = parsed.requirements.map((r) => r.term);
    expect(terms).toContain('5+ years of experience');
    expect(terms.some((t) => /usd|salary/i.test(t))).toBe(false);
  });
});
