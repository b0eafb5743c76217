/**
 * The contract between the contact page's server HTML and its client picker: each reason's card
 * spreads `reasonMarker(id)`; the picker finds them by `reasonSelector` and reads the id back.
 */
const attribute = "data-contact-reason";

export const reasonMarker = (id: string) => ({ [attribute]: id });

export const reasonSelector = `[${attribute}]`;

export const reasonId = (card: HTMLElement) => card.getAttribute(attribute) ?? "";
