import { org } from "@/data/site";

/** A numbered section of a legal page; its id is the anchor the table of contents links to. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  /** An ISO day ("2025-06-01") or, when the source gives only the month, an ISO month ("2025-09"). */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** The legal pages keep the contact set their sources give, apart from the footer's. */
const contact = org.legalContact;
const address = `${org.name}, ${contact.address}`;

/** Terms of Services: Indian law, Trivandrum courts, contact, conduct, termination, access. */
export const terms: LegalDocument = {
  lastUpdated: "2025-06-01",
  intro: `These terms apply when you use the ${org.name} website (${new URL(org.website).host}) and when you take part in the µLearn community, including its Discord server and events. By using them you agree to these terms.`,
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      paragraphs: [
        `${org.name} ("µLearn", "we") is a non-profit learning community based at Technopark, Thiruvananthapuram, Kerala. This website describes the community and links to the µLearn learning app, which has its own account terms.`,
      ],
    },
    {
      id: "using-the-site",
      title: "Using this website",
      paragraphs: [
        "You may read, share and link to the pages of this website for any lawful purpose. Do not try to disrupt the website, probe it for weaknesses without our written permission, or use it to send harmful code.",
        "The website has no accounts. If you sign in to the learning app, the app's own terms govern your account.",
      ],
    },
    {
      id: "code-of-conduct",
      title: "Community code of conduct",
      paragraphs: [
        "The community works because members treat each other with respect. Be kind, give credit, help others learn, and keep discussions on topic.",
        "A breach of the code of conduct leads to suspension from the µLearn Discord server and loss of access to its other channels. Moderators may step in at any time to stop a breach, remove content or mute a member while a report is looked into.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      paragraphs: [
        "We may end a member's participation in the community with immediate effect, without notice, for:",
      ],
      list: [
        "bullying or harassment of any member;",
        "cheating or plagiarism in tasks, contests or programmes;",
        "fraud, including false claims about identity, karma or achievements;",
        "damaging property, online or offline, of µLearn, its partners or its members;",
        "a breach of these terms.",
      ],
    },
    {
      id: "access-rules",
      title: "Access rules and monitoring",
      paragraphs: [
        "Access to community services is monitored by IP address to protect members. If we detect a breach of the access rules, for example automated scraping, attempts to reach areas you are not allowed into, or evading a suspension, we may terminate access from the addresses involved.",
      ],
    },
    {
      id: "content",
      title: "Content and intellectual property",
      paragraphs: [
        "The µLearn name, logo and the content of this website belong to µLearn Foundation unless stated otherwise. You may use the campus logo generator's output to represent your µLearn campus chapter.",
        "What you share in the community stays yours; by sharing it in public channels you let other members read it and learn from it.",
      ],
    },
    {
      id: "third-parties",
      title: "Links and third-party services",
      paragraphs: [
        "This website links to, and embeds, services run by others (for example the events calendar and the Launchpad leaderboard). Their own terms and privacy policies apply to them; we are not responsible for their content.",
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      paragraphs: [
        "The website and the community's programmes are provided as they are. We work to keep information accurate and services available, but we cannot promise that they will always be error-free or uninterrupted. To the extent the law allows, µLearn is not liable for indirect losses arising from your use of the website.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      paragraphs: [
        "We may update these terms. The date at the top of this page shows when they last changed; continuing to use the website after a change means you accept the updated terms.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and jurisdiction",
      paragraphs: [
        "These terms are governed by the laws of India. The courts at Trivandrum (Thiruvananthapuram), Kerala have exclusive jurisdiction over any dispute arising from them.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [
        `Support email: ${contact.email}`,
        `Postal address: ${address}`,
        `Telephone: ${contact.phone}`,
      ],
    },
  ],
};

/** Privacy Policy: what this website actually does (no cookies, no analytics, no forms). */
export const privacy: LegalDocument = {
  lastUpdated: "2025-09",
  intro: `This policy explains what the ${org.name} website (${new URL(org.website).host}) stores and collects. In short: no cookies, no analytics, no forms, and two small values kept in your own browser.`,
  sections: [
    {
      id: "what-we-store",
      title: "What this website stores in your browser",
      paragraphs: [
        "The website keeps two values in your browser's local storage. They never leave your device because of this website: it has no server that receives them.",
      ],
      list: [
        "refreshToken: written when you sign in to the µLearn learning app. This website only checks whether it is there, to show Dashboard instead of Login in the menu. It does not read what it contains, check it, or send it anywhere.",
        "theme: your choice of light or dark colour mode, so the website opens the way you left it.",
      ],
    },
    {
      id: "what-we-do-not-collect",
      title: "What we do not collect",
      paragraphs: [
        "This website sets no cookies, runs no analytics or advertising trackers, and has no forms: we do not collect your name, email address or any other personal information through it.",
        "If we ever add analytics or a form, we will update this policy first and say what is collected and why.",
      ],
    },
    {
      id: "embedded-services",
      title: "Embedded third-party frames",
      paragraphs: [
        "Two pages embed services run by others: the events calendar (a styled calendar service) and the Launchpad leaderboard. When you open those pages, your browser connects to those services, which may receive your IP address and browser details under their own privacy policies. The frames load only on those pages, and each page offers a link to open the service directly instead.",
      ],
    },
    {
      id: "links",
      title: "Links to other sites",
      paragraphs: [
        "Links to the learning app, social networks and ticketing partners open their own websites, which have their own privacy policies.",
      ],
    },
    {
      id: "hosting",
      title: "Hosting logs",
      paragraphs: [
        "Like every website, this one is delivered by a hosting provider and content delivery network that may keep standard access logs (IP address, time, page requested, browser) for security and reliability. We do not use these logs to identify or profile visitors.",
      ],
    },
    {
      id: "your-choices",
      title: "Your choices",
      paragraphs: [
        "You can clear both stored values at any time by clearing this site's data in your browser. If your browser blocks storage, the website still works: it shows Login and the light colour mode.",
      ],
    },
    {
      id: "children",
      title: "Children",
      paragraphs: [
        "The website is meant for students, teachers and professionals. It collects no personal information from anyone, including children.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: ["When this policy changes, the date at the top of the page changes with it."],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [`Questions about privacy: ${contact.email}, or write to ${address}.`],
    },
  ],
};

/** The legal pages, by route. */
export const legalDocuments = { "/termsandconditions": terms, "/privacypolicy": privacy };

export type LegalPath = keyof typeof legalDocuments;
