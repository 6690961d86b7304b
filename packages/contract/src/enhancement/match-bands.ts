// The words a match score is summarised with, shared by the engine's summary and the apply page.
// Measured on real postings and resumes (decision 037): strong fits score from about 25 to 70 and
// poor fits from 0 to about 50, because no resume shows every requirement in the posting's words.
// The bands follow that scale, so a strong fit is never called weak.
export const MATCH_BANDS = [
  { min: 55, label: 'Strong match' },
  { min: 25, label: 'Partial match' },
  { min: 0, label: 'Weak match' },
] as const;

export type MatchBandLabel = (typeof MATCH_BANDS)[number]['label'];

export function matchBandOf(score: number): MatchBandLabel {
  return (MATCH_BANDS.find((band) => score >= band.min) ?? MATCH_BANDS[MATCH_BANDS.length - 1]!)
    .label;
}
