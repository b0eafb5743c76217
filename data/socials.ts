import type { ContentPage } from "@/data/content-types";
import { externalLinks, socialAccounts } from "@/data/site";

const account = (label: string, href: string, note?: string) => ({
  label,
  href,
  note,
  newWindow: true,
});

/** /socials: every account the foundation lists, grouped by what a visitor goes there for. */
export const socialsPage = {
  sections: [
    {
      kind: "links",
      id: "follow",
      heading: "Follow µLearn",
      intro: "News, event announcements and stories from the community.",
      links: [
        account("Instagram", socialAccounts.instagram, "@mulearn.official"),
        account("YouTube", socialAccounts.youtube, "µLearn"),
        account("LinkedIn", socialAccounts.linkedin, "gtechmulearn"),
        account("Facebook", socialAccounts.facebook, "gtechmulearn"),
        account("X (Twitter)", socialAccounts.x, "@gtechmulearn"),
      ],
    },
    {
      kind: "links",
      id: "talk-and-build",
      heading: "Talk and build with us",
      intro: "Where the community talks every day, gets updates and writes code in the open.",
      links: [
        account("WhatsApp channel", socialAccounts.whatsappChannel, "µLearn Foundation"),
        account("Discord", externalLinks.discord, "The µLearn community server"),
        account("GitHub", socialAccounts.github, "gtech-mulearn"),
      ],
    },
    {
      kind: "links",
      id: "community-pages",
      heading: "The community's Instagram pages",
      intro: "Parts of the µLearn community run pages of their own.",
      links: Object.entries(socialAccounts.instagramPages).map(([handle, href]) =>
        account(`@${handle}`, href),
      ),
    },
  ],
} satisfies ContentPage;
