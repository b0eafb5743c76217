import { org } from "@/data/site";

/**
 * What the confirmation page (/kkem/authorization/<token>/) says: its own export, so the linking
 * form's page does not ship these words.
 */
export const kkemConfirmationText = {
  heading: "Confirm your KKEM link",
  intro:
    "You opened the confirmation link from your email. Confirm, and your KKEM profile and your µLearn account are linked.",
  confirm: "Link my accounts",
  busy: "Linking…",
  incompleteTitle: "This link is not complete",
  incomplete:
    "Open the whole link from the email (some email apps break long links), or ask for a new one: open µLearn again from your KKEM profile and enter your µ-ID.",
  linkedTitle: "Your accounts are linked",
  next: "Next, join a learning circle on the µLearn app. It asks you to log in first.",
  learningCircles: "Find a learning circle",
  expiredTitle: "This link has expired",
  expired:
    "Confirmation links work for one hour. For a new one, open µLearn again from your KKEM profile and enter your µ-ID: a fresh link arrives by email.",
  unknownLinkTitle: "This link no longer works",
  unknownLink:
    "A newer link may have replaced it: use the latest email. Or ask for a new one from your KKEM profile.",
  kkemRefusedTitle: "KKEM did not accept the link",
  kkemRefused: `KKEM could not match this link to your job-seeker profile. Start again from your KKEM profile; if it happens again, write to ${org.email}.`,
  unreadableTitle: "This link could not be read",
  unreadable:
    "Check that you opened the whole link from the email (some email apps break long links), or ask for a new one from your KKEM profile.",
  refusedTitle: "The accounts were not linked",
  retryTitle: "No answer from our server",
  retry: "Try again",
  aboutKkem: "µLearn and KKEM",
  needsJavaScript:
    "Confirming needs JavaScript. Turn it on in your browser, then open the link from your email again.",
} as const;
