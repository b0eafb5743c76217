import { partnersEmail } from "@/data/contact-email";

/** What the HR nomination form on /hr says (components/hr/HrNominationForm.tsx). */
export const hrNominationCopy = {
  heading: "Nominate an HR contact",
  fields: {
    companyName: { label: "Company name", autoComplete: "organization" },
    hrName: { label: "HR person's name", autoComplete: "off" },
    hrPhone: {
      label: "HR person's phone number",
      hint: "10 digits, such as 9876543210.",
      autoComplete: "off",
    },
    hrEmail: { label: "HR person's email address", autoComplete: "off" },
    nominator: { label: "Your name", autoComplete: "name" },
  },
  /** The form posts to the receiver the build names (NEXT_PUBLIC_HR_FORM_URL). */
  post: {
    intro: "All fields are needed. We use them only to contact the person you nominate.",
    submit: "Send the nomination",
    busy: "Sending…",
    sentTitle: "Nomination sent. Thank you!",
    sent: (hrName: string, companyName: string) =>
      `µLearn's industry engagement team will get in touch with ${hrName} at ${companyName}.`,
    failedTitle: "The nomination was not sent",
    another: "Nominate someone else",
  },
  /** Without a receiver the form writes an e-mail to the partnerships address. */
  email: {
    intro: `All fields are needed. Sending opens your email app with the nomination written to ${partnersEmail}; nothing is sent until you send that email.`,
    submit: "Write the nomination email",
    openedTitle: "Finish in your email app",
    opened: `Your email app should now show the nomination, addressed to ${partnersEmail}. Send it from there.`,
    fallback: `Nothing opened? Copy the nomination below and email it to ${partnersEmail}.`,
    reopen: "Open the email again",
    nominationLabel: "Your nomination",
  },
  tooFast: "That was quicker than we expected. Check the details, then press the button again.",
  needsJavaScript: `This form needs JavaScript. Turn it on and reload the page, or email your nomination (company, HR person's name, phone and email, and your name) to ${partnersEmail}.`,
} as const;
