/**
 * A rating average as the author page shows it: "4.3 / 5.0", or "No ratings yet" when nobody has rated
 * (an average of 0 ratings is no score, not "0.0"; docs/reference/texts.md#ratings). `average` is on the
 * 1 to 5 scale, `count` the number of ratings.
 */
export function averageRatingLabel(average: number, count: number): string {
  return count > 0 ? `${average.toFixed(1)} / 5.0` : NO_RATINGS;
}

/** What a rating shows before the first one (docs/reference/texts.md#ratings). */
export const NO_RATINGS = 'No ratings yet';
