/** The link look for links inside text and under cards: bold, brand-coloured, underlined. */
export const textLinkClass = "font-semibold text-brand-700 underline dark:text-brand-300";
