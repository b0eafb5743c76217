/**
 * The foundation's addresses that client code names (the backend client's failure messages, the
 * HR nomination's e-mail), on their own so that code does not ship every fact of data/site.ts to
 * the browser. data/site.ts gives them their place in `org`.
 */

/** The general address (the footer's). */
export const contactEmail = "info@mulearn.org";

/** Partnership enquiries, companies and communities: the partnership playbook's address. */
export const partnersEmail = "partners@mulearn.org";

/** A link that opens the visitor's mail app, to the footer's address unless `to`, with a subject if given. */
export const mailtoHref = (subject?: string, to: string = contactEmail) =>
  subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`;
