/**
 * The contact page's logic: the reason a page address asks for, and the e-mail a reason opens.
 * It takes the reason ids as an argument, so the client picker does not ship data/contact.ts.
 */

/** The query parameter that preselects a reason: /contact?intent=partner. */
export const INTENT_PARAM = "intent";

/** The reason an address asks for, or "" (every reason) when it names none or an unknown one. */
export function intentFromSearch(search: string, ids: readonly string[]): string {
  const asked = new URLSearchParams(search).get(INTENT_PARAM);
  return asked !== null && ids.includes(asked) ? asked : "";
}

/** The query string for a reason, keeping any other parameters; "" drops the intent. */
export function searchForIntent(search: string, intent: string): string {
  const params = new URLSearchParams(search);
  if (intent) params.set(INTENT_PARAM, intent);
  else params.delete(INTENT_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * A mailto: link with the reason as its subject and an outline to fill in: one "Field: " line
 * each, then room for the message. Spaces are %20, as mail apps expect, not "+".
 */
export function contactMailto(to: string, subject: string, fields: readonly string[]): string {
  const body = [...fields.map((field) => `${field}: `), "", "Message:", ""].join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
