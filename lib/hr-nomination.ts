/**
 * The HR nomination (/hr): a company's HR contact, nominated by a member of the community. The JSON
 * post to the receiver a build names, and the e-mail the form opens when it names none
 * (docs/forms.md); the form's zod schema is in lib/hr-nomination-schema.ts, loaded on first use.
 */
import { mailtoHref, partnersEmail } from "@/data/contact-email";
import { apiMessages } from "@/lib/api-messages";
import type { HrNomination } from "@/lib/hr-nomination-schema";

/** The nomination as lines of text: the e-mail's body, and what the visitor can copy. */
export function nominationText(nomination: HrNomination): string {
  return [
    "I would like to nominate an HR contact for µLearn's industry engagement.",
    "",
    `Company: ${nomination.companyName}`,
    `HR contact: ${nomination.hrName}`,
    `Phone: ${nomination.hrPhone}`,
    `Email: ${nomination.hrEmail}`,
    `Nominated by: ${nomination.nominator}`,
  ].join("\n");
}

/** The e-mail to the partnerships address with the nomination filled in (RFC 6068 line breaks). */
export function nominationMailto(nomination: HrNomination): string {
  const body = nominationText(nomination).replace(/\n/g, "\r\n");
  return `${mailtoHref(`HR nomination: ${nomination.companyName}`, partnersEmail)}&body=${encodeURIComponent(body)}`;
}

export type NominationResult = { ok: true } | { ok: false; message: string };

/** How long the form waits for the receiver before it says so. */
export const nominationTimeoutMs = 15_000;

const receiverRefused = `The nomination could not be saved just now. Please try again in a few minutes, or email it to ${partnersEmail}.`;

/**
 * Posts the nomination as JSON to the receiver the build names. Any 2xx is success (the receiver's
 * body is not read); anything else is a failure with a sentence for the visitor. Never throws.
 */
export async function sendNomination(
  url: string,
  nomination: HrNomination,
  timeoutMs = nominationTimeoutMs,
): Promise<NominationResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(nomination),
      credentials: "omit",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? { ok: true } : { ok: false, message: receiverRefused };
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : "";
    if (name === "TimeoutError") return { ok: false, message: apiMessages.timeout };
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      return { ok: false, message: apiMessages.offline };
    }
    return { ok: false, message: apiMessages.network };
  }
}
