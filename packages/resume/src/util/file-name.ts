import type { Resume } from '../model/resume.ts';
import { resolveSettings } from '../model/resume.ts';

export interface ResumeFileName {
  /** Letters, digits and dashes only: safe in any `filename=` and on any file system. */
  ascii: string;
  /** The readable name, for `filename*=UTF-8''…`. */
  utf8: string;
}

// Letters that Unicode decomposition leaves untouched but that have a usual ASCII spelling.
const TRANSLITERATIONS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

function toAsciiSlug(value: string): string {
  return value
    .replace(/[łŁøØđĐßæÆœŒþÞı]/g, (c) => TRANSLITERATIONS[c] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

function toReadableName(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\p{C}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();
}

/** File names for a download: from the person's name, or the resume's title without one. */
export function resumeFileName(resume: Resume, extension: string): ResumeFileName {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Unsupported file extension: ${extension}`);
  const name = resume.basics?.name?.trim();
  const base = name ? `${name} Resume` : resolveSettings(resume).title;
  const ascii = `${toAsciiSlug(base) || 'resume'}.${ext}`;
  const utf8 = `${toReadableName(base) || 'Resume'}.${ext}`;
  return { ascii, utf8 };
}

/** File names for a download named after its title ("Cover letter – Acme" → cover-letter-acme). */
export function titledFileName(title: string, extension: string, fallback: string): ResumeFileName {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Unsupported file extension: ${extension}`);
  const ascii = `${toAsciiSlug(title) || toAsciiSlug(fallback)}.${ext}`;
  const utf8 = `${toReadableName(title) || fallback}.${ext}`;
  return { ascii, utf8 };
}
