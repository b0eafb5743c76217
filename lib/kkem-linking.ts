/**
 * Linking a KKEM job seeker's account to a µLearn account: the address KKEM sends people to
 * (`/kkem?jsid=…`), the request that e-mails them a confirmation link, and that link's token
 * (`/kkem/authorization/<token>/`), confirmed once and never kept. Here, what the answers mean;
 * the form's rule and request (loaded on its first use) are in lib/kkem-link-request.ts, the
 * confirmation's in lib/kkem-confirmation.ts.
 */
import type { ApiResult } from "@/lib/api";

/**
 * What KKEM's address asks for: the linking form, with its encrypted `jsid` and the µ-ID to fill
 * in (empty when the address names none), or nothing. The `jsid` value is opaque: it is sent back
 * as it came. The µ-ID only fills the field; the visitor sees it, may change it, and sends it.
 */
export type KkemVisit = { kind: "link"; jsid: string; muid: string } | { kind: "none" };

/** The query names KKEM's portal has used, the current one first (docs/forms.md). */
const jsidNames = ["jsid", "dwms_id"] as const;
const muidNames = ["mu_id", "muid"] as const;

/** A µ-ID or an e-mail address is one word of at most 254 characters (the form's own limit). */
const looksLikeMuid = (value: string) => value.length <= 254 && /^[^\s\p{Cc}]+$/u.test(value);

/** The first of `names` that has a value (spaces around it dropped), else "". */
function firstValue(params: URLSearchParams, names: readonly string[]): string {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return "";
}

export function kkemVisit(search: string): KkemVisit {
  const params = new URLSearchParams(search);
  const jsid = firstValue(params, jsidNames);
  if (!jsid) return { kind: "none" };
  const muid = firstValue(params, muidNames);
  return { kind: "link", jsid, muid: looksLikeMuid(muid) ? muid : "" };
}

/**
 * What a confirmation's answer means for the visitor: linked, a link to replace (expired, used or
 * unknown), KKEM's refusal, an unreadable link (the backend's 500 for a garbled token), a refusal
 * in the backend's own words, or a failure worth retrying (time-out, no network).
 */
export type ConfirmationOutcome =
  | { kind: "linked"; message: string }
  | { kind: "expired" }
  | { kind: "unknownLink" }
  | { kind: "kkemRefused" }
  | { kind: "unreadable" }
  | { kind: "refused"; message: string }
  | { kind: "retry"; message: string };

/**
 * The backend's words for each confirmation failure it names (docs/forms.md, "KKEM account
 * linking"; gtech-mulearn/mulearnbackend, api/integrations/kkem/kkem_views.py).
 */
const confirmationMessages = {
  expired: "This token has expired, maybe again with a new one!",
  unknownLink: "Invalid or missing Token",
  kkemRefused: "Invalid jsid",
} as const;

export function confirmationOutcome(result: ApiResult<unknown>): ConfirmationOutcome {
  if (result.ok) {
    return {
      kind: "linked",
      message: result.messages.join(" ") || "Your KKEM and µLearn accounts are connected.",
    };
  }
  if (result.kind === "timeout" || result.kind === "offline" || result.kind === "network") {
    return { kind: "retry", message: result.message };
  }
  if (result.kind === "server") return { kind: "unreadable" };
  for (const kind of ["expired", "unknownLink", "kkemRefused"] as const) {
    if (result.message.includes(confirmationMessages[kind])) return { kind };
  }
  return { kind: "refused", message: result.message };
}

/** The backend's words when the address from KKEM cannot be decrypted. */
const unreadableKkemAddress = "The given token seems to be invalid do re-check and try again!";

/**
 * The message for a failed link request: the backend's own words, except for the one that talks
 * of a "token" the visitor never saw (the `jsid` from KKEM's address), said plainly instead.
 */
export function linkRequestMessage(message: string, plainUnreadableAddress: string): string {
  return message.includes(unreadableKkemAddress) ? plainUnreadableAddress : message;
}
