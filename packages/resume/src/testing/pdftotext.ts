import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Poppler's reading-order text (no -layout), as a second, independent extractor. */
export async function pdftotext(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'resumio-pdf-'));
  try {
    const file = path.join(dir, 'resume.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Words in order, NFC; whitespace differences vanish. */
export function words(text: string): string[] {
  return text.normalize('NFC').split(/\s+/).filter(Boolean);
}
