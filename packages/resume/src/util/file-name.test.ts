import { describe, expect, it } from 'vitest';
import { createResume } from '../create-resume.ts';
import { sample } from '../testing/fixtures.ts';
import { resumeFileName } from './file-name.ts';

describe('resumeFileName', () => {
  it('gives an ASCII slug and the readable UTF-8 name', () => {
    expect(resumeFileName(sample('ml-researcher-pl'), 'pdf')).toEqual({
      ascii: 'zoe-lukasiewicz-resume.pdf',
      utf8: 'Zoë Łukasiewicz Resume.pdf',
    });
    expect(resumeFileName(sample('data-engineer-es'), '.DOCX').ascii).toBe(
      'jose-nunez-resume.docx',
    );
  });

  it('strips characters that break headers or paths', () => {
    const resume = createResume({ name: 'A "quoted"\r\n/..\\name; <x>' });
    const { ascii, utf8 } = resumeFileName(resume, 'md');
    expect(ascii).toBe('a-quoted-name-x-resume.md');
    expect(utf8).not.toMatch(/["\\/\r\n<>]/);
  });

  it('falls back to the title, then to "resume"', () => {
    expect(resumeFileName(createResume({ title: 'Acme – v2' }), 'txt').ascii).toBe('acme-v2.txt');
    expect(resumeFileName(createResume({ title: '日本語' }), 'txt').ascii).toBe('resume.txt');
    expect(() => resumeFileName(createResume(), 'p/df')).toThrow();
  });
});
