import type { Resume } from '@resumio/resume-model';
import { describe, expect, it } from 'vitest';
import { BACKEND_POSTING, backendResume, reverseKeys } from '../testing/fixtures.ts';
import { tailor } from '../tailor/tailor.ts';
import { match } from './match.ts';

const job = {
  jobDescription: BACKEND_POSTING,
  jobTitle: 'Backend Engineer',
  company: 'Ledgerline',
};

describe('match', () => {
  it('gives a 0–100 integer, one summary sentence and weights that sum to 1', () => {
    const result = match(backendResume, job);
    expect(Number.isInteger(result.score)).toBe(true);
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThanOrEqual(100);
    expect(result.summary).toMatch(/^[^.]*\(\d+\/100\)[^]*\.$/);
    const total = result.components.reduce((s, c) => s + c.weight, 0);
    expect(total).toBeCloseTo(1, 10);
    for (const c of result.components) expect(c.explanation).toMatch(/\.$/);
  });

  it('finds synonyms and abbreviations, with the resume text as evidence', () => {
    const keywords = new Map(match(backendResume, job).keywords.map((k) => [k.term, k]));
    expect(keywords.get('Kubernetes')).toMatchObject({ found: true });
    expect(keywords.get('Kubernetes')?.evidence[0]).toEqual({
      section: 'work',
      path: 'work[0].highlights[2]',
      text: 'Built payment services in Golang deployed to K8s.',
    });
    expect(keywords.get('PostgreSQL')?.found).toBe(true);
    expect(keywords.get('Go')?.found).toBe(true);
    expect(keywords.get('Terraform')).toMatchObject({ found: false, evidence: [] });
  });

  it('returns the same bytes for the same input, and for the same input with keys reordered', () => {
    const first = JSON.stringify(match(backendResume, job));
    expect(JSON.stringify(match(structuredClone(backendResume), { ...job }))).toBe(first);
    expect(JSON.stringify(match(reverseKeys(backendResume), reverseKeys(job)))).toBe(first);
  });

  it('counts a skill shown in a recent bullet above one only listed', () => {
    const inBullet = structuredClone(backendResume);
    const listed = structuredClone(backendResume);
    inBullet.work![0]!.highlights!.push('Provisioned infrastructure with Terraform.');
    listed.skills![0]!.keywords!.push('Terraform');
    // The skill components: the overall score rounds a gap this small away.
    const skills = (r: Resume) =>
      match(r, job)
        .components.filter((c) => c.name.endsWith('skills'))
        .reduce((s, c) => s + c.weight * c.score, 0);
    expect(skills(inBullet)).toBeGreaterThan(skills(listed));
  });

  it('counts a recent job above an old one', () => {
    const recent = structuredClone(backendResume);
    const old = structuredClone(backendResume);
    recent.work![0]!.highlights!.push('Streamed events through Kafka.');
    old.work![1]!.highlights!.push('Streamed events through Kafka.');
    const score = (r: Resume) =>
      match(r, job, { now: '2026-01' }).components.find((c) => c.name === 'Preferred skills')!
        .score;
    expect(score(recent)).toBeGreaterThan(score(old));
  });

  it('measures years from the work dates against the years asked', () => {
    const junior: Resume = {
      ...backendResume,
      work: [{ ...backendResume.work![0]!, startDate: '2025-01' }],
    };
    const experience = (r: Resume) =>
      match(r, job).components.find((c) => c.name === 'Experience')!;
    expect(experience(backendResume).score).toBe(100);
    expect(experience(junior).score).toBeLessThan(30);
  });

  it('accepts either alternative the posting offers', () => {
    const goOnly = structuredClone(backendResume);
    goOnly.work![1]!.highlights = ['Wrote REST APIs for the billing team.'];
    goOnly.skills = [{ name: 'Languages', keywords: ['SQL'] }];
    const result = match(goOnly, job);
    expect(result.keywords.find((k) => k.term === 'Java')).toMatchObject({
      found: false,
      satisfiedBy: 'Go',
    });
    const required = result.components.find((c) => c.name === 'Required skills')!;
    expect(required.explanation).not.toContain('Java');
  });

  it('scores an empty resume without failing', () => {
    const result = match({}, job);
    expect(result.score).toBe(0);
    expect(result.keywords.every((k) => !k.found)).toBe(true);
  });

  it('credits a requirement named in the skills list and shown in experience above either alone', () => {
    const required = (r: Resume) =>
      match(r, job).components.find((c) => c.name === 'Required skills')!.score;
    const proven = structuredClone(backendResume);
    const listed = structuredClone(backendResume);
    listed.work![1]!.highlights = ['Wrote billing services in Java.'];
    listed.skills![0]!.keywords!.push('REST APIs');
    const both = structuredClone(backendResume);
    both.skills![0]!.keywords!.push('REST APIs');
    expect(required(both)).toBeGreaterThan(required(proven));
    expect(required(proven)).toBeGreaterThan(required(listed));
  });

  it('scores presentation apart: tailoring raises it, skills and years stay as they are', () => {
    const before = match(backendResume, job);
    const after = match(tailor(backendResume, job).document, job);
    const component = (r: typeof before, name: string) =>
      r.components.find((c) => c.name === name)!;
    expect(component(after, 'Presentation').score).toBeGreaterThan(
      component(before, 'Presentation').score,
    );
    expect(component(after, 'Experience').score).toBe(component(before, 'Experience').score);
    expect(component(after, 'Title alignment').score).toBe(
      component(before, 'Title alignment').score,
    );
    expect(component(match({}, job), 'Presentation').score).toBe(0);
  });

  it('counts a narrower number of years on the jobs that show its scope', () => {
    const warehouse = {
      jobDescription: `Warehouse Supervisor
Requirements
- 3+ years of warehouse experience, including 2+ years in a lead or supervisory role
- Experience with RF scanners and a WMS`,
    };
    const resume: Resume = {
      work: [
        {
          name: 'Ridgeway',
          position: 'Warehouse Supervisor',
          startDate: '2024-01',
          endDate: '2026-01',
          highlights: ['Supervised 20 associates on a WMS with RF scanners.'],
        },
        {
          name: 'Acme',
          position: 'Warehouse Associate',
          startDate: '2019-01',
          endDate: '2023-12',
          highlights: ['Picked orders with RF scanners.'],
        },
      ],
    };
    const keywords = new Map(match(resume, warehouse).keywords.map((k) => [k.term, k]));
    expect(keywords.get('3+ years of experience')?.found).toBe(true);
    expect(keywords.get('2+ years in a lead or supervisory role')).toMatchObject({
      found: true,
      evidence: [{ path: 'work[0].position', section: 'work', text: 'Warehouse Supervisor' }],
    });
    const junior = structuredClone(resume);
    junior.work![0]!.startDate = '2025-06';
    expect(
      match(junior, warehouse).keywords.find(
        (k) => k.term === '2+ years in a lead or supervisory role',
      )?.found,
    ).toBe(false);
  });
});

describe('credentials that contain others', () => {
  const resumeWith = (line: string): Resume => {
    const resume = structuredClone(backendResume);
    resume.work![0]!.highlights!.push(line);
    return resume;
  };
  const found = (resume: Resume, posting: string, term: string) =>
    match(resume, { jobDescription: posting, jobTitle: 'Role', company: 'Acme' }).keywords.find(
      (k) => k.term === term,
    )?.found;

  it('counts BLS as CPR, never CPR as BLS', () => {
    const posting = 'Requirements:\n- Current BLS certification\n- CPR certification';
    expect(found(resumeWith('Kept my BLS certification current.'), posting, 'CPR')).toBe(true);
    expect(found(resumeWith('Trained staff in CPR and first aid.'), posting, 'CPR')).toBe(true);
    expect(
      found(resumeWith('Trained staff in CPR and first aid.'), posting, 'Basic Life Support'),
    ).toBe(false);
  });

  it('does not take work on LEED projects for a LEED AP credential', () => {
    const posting = 'Requirements:\n- LEED AP credential\n- Experience with LEED projects';
    expect(found(resumeWith('Delivered three LEED projects.'), posting, 'LEED AP')).toBe(false);
    expect(found(resumeWith('Earned the LEED AP BD+C credential.'), posting, 'LEED')).toBe(true);
    expect(found(resumeWith('Earned the LEED AP BD+C credential.'), posting, 'LEED AP')).toBe(true);
  });
});

describe('match: a current job', () => {
  it('runs to the date the caller passes', () => {
    const resume: Resume = {
      basics: { name: 'Ada Park', label: 'Backend Engineer' },
      work: [
        {
          name: 'Acme',
          position: 'Backend Engineer',
          startDate: '2020-01',
          highlights: ['Built REST APIs in Go and PostgreSQL.'],
        },
      ],
    };
    const posting = {
      jobDescription: 'Backend Engineer\nRequirements\n- 5+ years of experience with Go',
      jobTitle: 'Backend Engineer',
    };
    const years = (now: string) =>
      match(resume, posting, { now }).components.find((c) => c.name === 'Experience')!.score;
    expect(years('2021-01')).toBeLessThan(30);
    expect(years('2026-01')).toBe(100);
  });
});

describe('what the resume does not say', () => {
  const posting = {
    jobDescription: `${BACKEND_POSTING}\n- Bachelor's degree in Computer Science`,
    jobTitle: 'Backend Engineer',
  };
  const component = (r: Resume, name: string) =>
    match(r, posting, { now: '2026-11-01' }).components.find((c) => c.name === name)!;

  it('leaves years out of the score when no job gives dates, and says so', () => {
    const undated = structuredClone(backendResume);
    for (const w of undated.work ?? []) {
      delete w.startDate;
      delete w.endDate;
    }
    expect(component(backendResume, 'Experience').weight).toBeGreaterThan(0);
    const experience = component(undated, 'Experience');
    expect(experience.weight).toBe(0);
    expect(experience.explanation).toMatch(/asks for 3\+ years; the resume's jobs give no dates/);
  });

  it('leaves degrees out of the score when the resume lists no education, and says so', () => {
    const noEducation = { ...structuredClone(backendResume), education: [], certificates: [] };
    expect(component(backendResume, 'Education and certifications').weight).toBeGreaterThan(0);
    const education = component(noEducation, 'Education and certifications');
    expect(education.weight).toBe(0);
    expect(education.explanation).toMatch(/the resume lists no education or certificates/);
  });
});

describe('a resume and a posting in different languages', () => {
  const german = `Backend-Entwickler (m/w/d)
Wir suchen eine Entwicklerin oder einen Entwickler, die mit uns die Plattform für Zahlungen weiterentwickelt.
Dein Profil
- Du hast mindestens drei Jahre Erfahrung mit Go und PostgreSQL
- Du bist sicher im Umgang mit Kubernetes und hast Freude an sauberem Code`;

  it('says which languages, and what the score can and cannot see', () => {
    const result = match(backendResume, { jobDescription: german, jobTitle: 'Backend-Entwickler' });
    expect(result.languageNote).toMatch(
      /^Your resume is written in English and the posting in German\. .*A resume in German gives a fair score\.$/,
    );
  });

  it('says nothing when both are in one language', () => {
    expect(match(backendResume, job).languageNote).toBeUndefined();
  });
});
