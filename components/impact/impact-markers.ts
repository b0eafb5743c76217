/**
 * The contract between the impact gallery's server HTML and its client filter: the story cards
 * spread `storyMarker(category)`, the filter queries `storySelector` and reads the category back.
 */
const attribute = "data-impact-category";

export const storyMarker = (category: string) => ({ [attribute]: category });

export const storySelector = `[${attribute}]`;

export const storyCategory = (card: HTMLElement) => card.getAttribute(attribute) ?? "";
