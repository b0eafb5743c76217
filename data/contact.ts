import { org } from "@/data/site";

/**
 * /contact: the reasons people write to the foundation, and where each one goes. A static site
 * cannot run a contact form, so every reason leads to the site's own form for it, or to an e-mail
 * to the right address with the reason as its subject and a list of what to tell us. `id` is the
 * value of /contact?intent=, the same values the newer site's contact form takes.
 */
export interface ContactReason {
  id: string;
  label: string;
  /** What this reason covers, in a sentence. */
  text: string;
  target:
    | { kind: "page"; href: string; label: string }
    | {
        kind: "email";
        to: string;
        subject: string;
        /** What the message should tell us, as lines of the e-mail's outline. */
        fields: string[];
      };
}

export const contactReasons: ContactReason[] = [
  {
    id: "student",
    label: "Join the student community",
    text: "Bring µLearn to your college, or join the chapter it already has: students learn together every week with a faculty mentor.",
    target: { kind: "page", href: "/be-a-part/campus", label: "Start or join a campus chapter" },
  },
  {
    id: "partner",
    label: "Partner with µLearn",
    text: "For companies that want to work with the community: CSR and skilling, hiring, innovation or research.",
    target: { kind: "page", href: "/be-a-part/company", label: "Partner as a company" },
  },
  {
    id: "program",
    label: "Run a challenge or programme",
    text: "An innovation challenge, a learning sprint, product testing, research or a pilot with µLearners.",
    target: {
      kind: "email",
      to: org.partnersEmail,
      subject: "Run a challenge or programme",
      fields: [
        "Organisation",
        "Kind of programme",
        "Who it is for",
        "Timeline",
        "Budget, if known",
      ],
    },
  },
  {
    id: "hiring",
    label: "Hiring and Launchpad",
    text: "Hire µLearners for a role, or take part in Launchpad, µLearn's job-readiness drive.",
    target: {
      kind: "email",
      to: org.partnersEmail,
      subject: "Hiring and Launchpad",
      fields: ["Company", "Role", "Skills it needs", "Number of hires", "Pay"],
    },
  },
  {
    id: "hr",
    label: "Nominate an HR contact",
    text: "Know the HR person at a company that hires? Tell us, and our industry engagement team gets in touch with them.",
    target: { kind: "page", href: "/hr", label: "Nominate an HR contact" },
  },
  {
    id: "events",
    label: "Events and speaking",
    text: "Invite µLearn to your event, or ask for a speaker.",
    target: {
      kind: "email",
      to: org.email,
      subject: "Events and speaking",
      fields: ["Event name", "Date", "Place", "What you would like from µLearn"],
    },
  },
  {
    id: "media",
    label: "Media and press",
    text: "Questions from journalists and requests for interviews.",
    target: {
      kind: "email",
      to: org.email,
      subject: "Media and press",
      fields: ["Outlet", "Deadline", "Your questions"],
    },
  },
  {
    id: "support",
    label: "Technical support",
    text: "Trouble logging in, with your profile, or a bug in the app or on this site.",
    target: {
      kind: "email",
      to: org.email,
      subject: "Technical support",
      fields: [
        "Your µ-ID",
        "What it is about: logging in, your profile, a bug, or something else",
        "What you did and what happened",
        "Browser and device",
      ],
    },
  },
  {
    id: "donate",
    label: "Give to µLearn",
    text: "Support the community with a gift, as a person or as an organisation.",
    target: { kind: "page", href: "/donation", label: "Make a donation" },
  },
  {
    id: "other",
    label: "Something else",
    text: "Anything the other reasons do not cover.",
    target: {
      kind: "email",
      to: org.email,
      subject: "A message from the website",
      fields: [],
    },
  },
];

/** What every e-mail asks for, before its reason's own lines. */
export const contactBasics = ["Name", "Phone (optional)", "Region or district"];
