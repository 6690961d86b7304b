import { hasControlCharacters, stripControlCharacters } from '@resumio/contract';
import type { RejectedChange } from '@resumio/contract/enhancement';
import { checkTruthfulness } from '@resumio/match';
import { RESUME_LIMITS, type Resume } from '@resumio/resume';
import type { RewriteTarget, TextProposal } from '../../adapters/ai/ai-port.ts';
import { isSummaryPath } from './text-paths.ts';
import { MODEL_CHANGE_PREFIX, type ModelChange } from './tailoring.ts';

export interface GuardedProposals {
  changes: ModelChange[];
  rejected: RejectedChange[];
}

/** The text as the document may hold it: a bullet is one line, no text holds control characters. */
function cleanText(text: string, summary: boolean): string {
  const clean =
    !summary || hasControlCharacters(text, { multiline: true })
      ? stripControlCharacters(text)
      : text;
  return clean.trim();
}

/**
 * Holds the model's proposals to the resume: only texts it was asked about, once each, within the
 * field's length, and only with facts the resume supports (`checkTruthfulness` against the
 * original resume). Accepted ones become changes; the others are listed as rejected with the
 * facts the resume does not show. A proposal identical to the text proposes nothing.
 */
export function guardProposals(
  resume: Resume,
  targets: RewriteTarget[],
  proposals: TextProposal[],
): GuardedProposals {
  const byPath = new Map(targets.map((target) => [target.path, target]));
  const seen = new Set<string>();
  const result: GuardedProposals = { changes: [], rejected: [] };
  for (const proposal of proposals) {
    const target = byPath.get(proposal.path);
    if (!target || seen.has(target.path) || typeof proposal.after !== 'string') continue;
    seen.add(target.path);
    const summary = isSummaryPath(target.path);
    const kind = summary ? 'rewrite-summary' : 'rewrite-bullet';
    const after = cleanText(proposal.after, summary);
    if (after === '' || after === target.text.trim()) continue;
    const max = summary ? RESUME_LIMITS.longText : RESUME_LIMITS.bullet;
    if (after.length > max) {
      result.rejected.push({
        kind,
        path: target.path,
        text: after,
        reason: `The proposed text is longer than the ${max.toLocaleString('en-US')} characters this field holds.`,
      });
      continue;
    }
    const unsupported = checkTruthfulness(resume, after);
    if (unsupported.length > 0) {
      result.rejected.push({
        kind,
        path: target.path,
        text: after,
        reason: unsupported.map((fact) => fact.reason).join(' '),
      });
      continue;
    }
    const reason = typeof proposal.reason === 'string' ? proposal.reason.trim() : '';
    result.changes.push({
      id: `${MODEL_CHANGE_PREFIX}${target.path}`,
      kind,
      path: target.path,
      before: target.text,
      after,
      reason: reason || 'Rewords this text for the posting, using only facts from your resume.',
      keywords: target.keywords,
      source: 'model',
    });
  }
  return result;
}
