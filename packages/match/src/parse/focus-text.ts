import { boundText } from '../text/bound-text.ts';
import { normalizeText, readLines } from './posting-lines.ts';

// The part of a posting that says what the work is and what it asks for: its duties,
// requirements and preferences, without the employer's self-description, benefits, legal text or
// how to apply. Before any heading only sentences about the role count, as in parsing.
const ROLE_CUE =
  /\b(you|your|role|position|seeking|looking for|hiring|candidate|will|responsible|experience|du|sie|vous|votre|poste|usted|puesto)\b/i;

const cache = new Map<string, string>();
const CACHE_SIZE = 32;

export function focusText(jobDescription: string): string {
  const cached = cache.get(jobDescription);
  if (cached !== undefined) return cached;
  const lines = readLines(normalizeText(boundText(jobDescription)));
  const hasHeadings = lines.some((l) => l.kind !== 'intro');
  const kept = lines.filter(
    (l) =>
      l.kind !== 'ignore' &&
      (l.kind !== 'intro' || !hasHeadings || l.bullet || ROLE_CUE.test(l.text)),
  );
  const out = kept.map((l) => l.text).join('\n');
  cache.set(jobDescription, out);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return out;
}
