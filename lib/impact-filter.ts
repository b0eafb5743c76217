/**
 * The impact gallery filter's address logic. It takes the category ids as an argument rather than
 * importing data/impact-stories.ts, so the client filter does not ship the data file's schema.
 */

/** The filter's choice: a category id, or "all" for every story. */
export type ImpactChoice = string;

/** The query parameter that carries the filter's choice: /impact-gallery?category=students. */
export const CATEGORY_PARAM = "category";

/** The choice a page address asks for; an unknown or missing category means "all". */
export function choiceFromSearch(search: string, categoryIds: readonly string[]): ImpactChoice {
  const asked = new URLSearchParams(search).get(CATEGORY_PARAM);
  return asked !== null && categoryIds.includes(asked) ? asked : "all";
}

/** The query string for a choice, keeping any other parameters; "all" drops the category. */
export function searchForChoice(search: string, choice: ImpactChoice): string {
  const params = new URLSearchParams(search);
  if (choice === "all") params.delete(CATEGORY_PARAM);
  else params.set(CATEGORY_PARAM, choice);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** True when a story of `category` shows under `choice`. */
export const isShownUnder = (choice: ImpactChoice, category: string) =>
  choice === "all" || choice === category;
