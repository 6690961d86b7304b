import { chartColors } from '../model/chart-theme.ts';

/**
 * The three outcome series: applied (solid), interviews (stripes), offers (dots). The pattern
 * tells them apart for anyone who cannot tell the colours apart, in the chart and its key alike.
 */
export const outcomeSeries = [
  { key: 'applied', label: 'Applied', color: chartColors.primary, fill: chartColors.primary },
  {
    key: 'interviews',
    label: 'Interviews',
    color: chartColors.secondary,
    fill: 'url(#job-analytics-stripes)',
  },
  { key: 'offers', label: 'Offers', color: chartColors.tertiary, fill: 'url(#job-analytics-dots)' },
] as const;

/**
 * Pattern definitions, rendered once with the key: the chart's bars and the key's swatches both
 * refer to them by id (ids are page-wide, so a second copy would only duplicate them).
 */
function OutcomePatterns() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id="job-analytics-stripes"
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="#ffffff" />
          <rect width="3" height="6" fill={chartColors.secondary} />
        </pattern>
        <pattern id="job-analytics-dots" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#ffffff" />
          <circle cx="3" cy="3" r="2" fill={chartColors.tertiary} />
        </pattern>
      </defs>
    </svg>
  );
}

/** The chart's key, drawn with the same fills as the bars. */
export function OutcomeLegend() {
  return (
    <>
      <OutcomePatterns />
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800">
        {outcomeSeries.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <svg width="18" height="14" aria-hidden="true" focusable="false">
              <rect
                x="1"
                y="1"
                width="16"
                height="12"
                fill={series.fill}
                stroke={series.color}
                strokeWidth="1.5"
              />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
    </>
  );
}
