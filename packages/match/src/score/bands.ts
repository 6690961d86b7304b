// The words a score is summarised with. Measured on real postings and resumes (decision 037):
// strong fits score from about 25 to 70 and poor fits from 0 to about 50, because no resume shows
// every requirement in the posting's words. The bands follow that scale, so a strong fit is never
// called weak: below 25 the resume shows little of what the posting asks.
export const BANDS = [
  { min: 55, label: 'Strong match' },
  { min: 25, label: 'Partial match' },
  { min: 0, label: 'Weak match' },
] as const;

export type BandLabel = (typeof BANDS)[number]['label'];

export function bandOf(score: number): BandLabel {
  return (BANDS.find((b) => score >= b.min) ?? BANDS[BANDS.length - 1]!).label;
}
