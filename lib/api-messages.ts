import { contactEmail } from "@/data/contact-email";
import type { ApiFailureWords } from "@/data/i18n";

/**
 * Messages for failures that carry no words of their own, in English: for callers that pass no
 * page's words (live refreshes, scripts, the HR form). A module of their own, so the HR form, which
 * posts elsewhere, does not carry the backend's client for them; not read from
 * content/i18n/en.json, which every page with live figures would then ship whole; a unit test
 * keeps them equal to that file's `apiFailures`, which the donation and KKEM forms pass.
 */
export const apiMessages: ApiFailureWords = {
  invalid: "Some details were not accepted. Please check the marked fields and try again.",
  server: `Our server could not handle this just now. Please try again in a few minutes, or write to ${contactEmail} if it keeps happening.`,
  timeout:
    "Our server took too long to answer. Please check your connection and try again in a moment.",
  offline: "You seem to be offline. Reconnect to the internet, then try again.",
  network:
    "We could not reach our server. Check your internet connection and try again in a moment.",
  rateLimited: "Too many attempts in a short time. Please wait a minute, then try again.",
  rejected: `Our server did not accept this request. Please try again, or write to ${contactEmail} if it keeps happening.`,
};
