// Shapes of the evaluation set. `index.ts` re-exports them with the splits.

export type Fit = 'strong' | 'partial' | 'poor';

export interface Posting {
  id: string;
  /** The occupational field, for coverage: a split should mix many. */
  field: string;
  title: string;
  company?: string;
  /** The posting as a candidate would paste it. */
  text: string;
  /**
   * What a careful recruiter marks as required: hard skills, tools, certifications and licences,
   * degrees, languages and years ("3+ years of …"), as `termKey` in `../metrics.ts` compares
   * them. Soft skills and "nice to have" items are left out.
   */
  required: string[];
}

export interface Pair {
  posting: string;
  /** A resume id of this set, or `corpus:<file>.json` for a real JSON Resume file. */
  resume: string;
  fit: Fit;
}

export interface Split {
  name: string;
  postings: Posting[];
  pairs: Pair[];
}
