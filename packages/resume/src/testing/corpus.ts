import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Real files from public repositories live beside the project, never inside it, so the tests read
// them in place: `../shared/corpus/json-resume` from the project's root.
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const CORPUS_DIR =
  process.env['RESUMIO_CORPUS_DIR'] ?? path.resolve(PROJECT_ROOT, '../shared/corpus/json-resume');

export const corpusAvailable = existsSync(path.join(CORPUS_DIR, 'sources.tsv'));

export const CORPUS_MISSING_MESSAGE = `JSON Resume corpus not found at ${CORPUS_DIR}; set RESUMIO_CORPUS_DIR to run these tests`;

export interface CorpusFile {
  /** Path inside the corpus, such as `r05.json`. */
  file: string;
  /** The source's own description of the file. */
  notes: string;
  text: string;
}

function sourceNotes(): Map<string, string> {
  const rows = readFileSync(path.join(CORPUS_DIR, 'sources.tsv'), 'utf8').trim().split('\n');
  const notes = new Map<string, string>();
  for (const row of rows.slice(1)) {
    const [file, , , , note] = row.split('\t');
    if (file) notes.set(file, note ?? '');
  }
  return notes;
}

/** The resumes people keep in their repositories, and the official examples (`r*.json`). */
export function corpusResumes(): CorpusFile[] {
  if (!corpusAvailable) return [];
  const notes = sourceNotes();
  return readdirSync(CORPUS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      notes: notes.get(file) ?? '',
      text: readFileSync(path.join(CORPUS_DIR, file), 'utf8'),
    }));
}

/** The official schema's test fixtures: each file maps case names to small documents. */
export function schemaFixtures(): CorpusFile[] {
  if (!corpusAvailable) return [];
  const dir = path.join(CORPUS_DIR, 'schema', 'test-fixtures');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      file: `schema/test-fixtures/${file}`,
      notes: '',
      text: readFileSync(path.join(dir, file), 'utf8'),
    }));
}
