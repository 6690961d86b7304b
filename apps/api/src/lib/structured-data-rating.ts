/** The rating inside the site's schema.org data, as the build writes it (scriptJson output). */
const AGGREGATE_RATING =
  /,"aggregateRating":\{"@type":"AggregateRating","ratingValue":"[^"]*","ratingCount":"[^"]*"\}/g;

/**
 * Sets the aggregate rating a page's structured data states, or removes it (undefined): the build
 * writes the specification's default, and operators who cannot show readers such a rating turn it
 * off or state their own with STRUCTURED_DATA_RATING.
 */
export function withStructuredDataRating(
  html: string,
  rating: { value: string; count: string } | undefined,
): string {
  return html.replace(AGGREGATE_RATING, () =>
    rating
      ? `,"aggregateRating":{"@type":"AggregateRating","ratingValue":"${rating.value}","ratingCount":"${rating.count}"}`
      : '',
  );
}
