/**
 * The foundation's general address (the footer's), on its own so that client code that names it
 * (the backend client's failure messages) does not ship every fact of data/site.ts to the browser.
 */
export const contactEmail = "info@mulearn.org";
