import { RESUME_LIMITS } from '@resumio/resume';
import { z } from 'zod';
import type { RewriteTarget, TextProposal } from '../ai-port.ts';

/** The JSON the model is asked for; anything else is a malformed answer. */
export const RewriteAnswerSchema = z.object({
  rewrites: z.array(
    z.object({
      path: z.string(),
      text: z.string(),
      // Small local models sometimes leave it out; the proposal is still worth showing.
      reason: z.string().optional(),
    }),
  ),
});
export type RewriteAnswer = z.infer<typeof RewriteAnswerSchema>;

/** Valid JSON, but not the object asked for. */
export class AnswerMismatch extends Error {
  override readonly name = 'AnswerMismatch';
}

export function parseRewriteAnswer(json: unknown): RewriteAnswer {
  const parsed = RewriteAnswerSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  // Paths and zod's messages only: the values are the user's resume reworded.
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new AnswerMismatch(issues.join('; '));
}

const FALLBACK_REASON = "Reworded with the posting's terms.";

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What one field may hold, so an accepted proposal always fits the resume. */
const limitFor = (path: string) =>
  path === 'basics.summary' ? RESUME_LIMITS.longText : RESUME_LIMITS.bullet;

/**
 * The model's rewrites as proposals: one per target at most, only for paths that were asked
 * about, and only where the wording actually changed. Whether the new text is true to the
 * resume is the truthfulness guard's call, not this one's.
 */
export function toProposals(answer: RewriteAnswer, targets: RewriteTarget[]): TextProposal[] {
  const byPath = new Map(targets.map((target) => [target.path, target]));
  const proposals: TextProposal[] = [];
  for (const rewrite of answer.rewrites) {
    const target = byPath.get(rewrite.path);
    const after = rewrite.text.trim();
    if (!target || !after || squash(after) === squash(target.text)) continue;
    if (after.length > limitFor(target.path)) continue;
    byPath.delete(target.path);
    proposals.push({
      path: target.path,
      before: target.text,
      after,
      reason: squash(rewrite.reason ?? '').slice(0, 300) || FALLBACK_REASON,
    });
  }
  return proposals;
}
