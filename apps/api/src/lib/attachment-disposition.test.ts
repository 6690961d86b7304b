import { createResume, resumeFileName } from '@resumio/resume';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition.ts';

describe('attachmentDisposition', () => {
  it('names the download in UTF-8 with an ASCII fallback', () => {
    expect(
      attachmentDisposition({
        ascii: 'zoe-lukasiewicz-resume.pdf',
        utf8: 'Zoë Łukasiewicz Resume.pdf',
      }),
    ).toBe(
      "attachment; filename=zoe-lukasiewicz-resume.pdf; filename*=UTF-8''Zo%C3%AB%20%C5%81ukasiewicz%20Resume.pdf",
    );
  });

  it("percent-encodes the characters RFC 8187 does not allow bare (' ( ) *)", () => {
    expect(attachmentDisposition({ ascii: 'o-neil-cv.md', utf8: "O'Neil (CV)*.md" })).toBe(
      "attachment; filename=o-neil-cv.md; filename*=UTF-8''O%27Neil%20%28CV%29%2A.md",
    );
  });

  it('keeps characters that break headers or paths out', () => {
    const resume = createResume({ name: 'A "quoted"\r\n/..\\name; <x>' });
    const header = attachmentDisposition(resumeFileName(resume, 'md'));
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('filename=')[1]).toMatch(/^[a-z0-9.-]+;/);
  });
});
