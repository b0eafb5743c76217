import {
  appLinks,
  embeds,
  externalLinks,
  mailtoHref,
  org,
  socialAccounts,
  socialLinks,
} from "@/data/site";
import { allPartners, communityPartners, companyPartners } from "@/data/partners";
import { privacy, terms } from "@/data/legal";
import { contentPages } from "@/data/pages";
import type { Step } from "@/data/content-types";
import { formatDate } from "@/lib/format";
import { withEnv } from "@/__tests__/helpers/env";

// The foundation's public facts (the sources are named in docs/content-editing.md). Each value is
// written out here so that a changed fact is a visible change to this file too.

const partner = (name: string) => allPartners.find((p) => p.name === name);

describe("contacts: each page shows the set its source gives", () => {
  test("the footer's set: info@, the Technopark phone, Technopark Phase 1", () => {
    expect(org.email).toBe("info@mulearn.org");
    expect(org.phone).toBe("+91 89436 47000");
    expect(org.address).toEqual({
      street: "Technopark Phase 1",
      city: "Thiruvananthapuram",
      region: "Kerala",
      postalCode: "695581",
      country: "India",
    });
  });

  test("partnership and refund enquiries go to their own addresses", () => {
    expect(org.partnersEmail).toBe("partners@mulearn.org");
    expect(org.refundsEmail).toBe("refunds@mulearn.org");
    expect(mailtoHref("Refund", org.refundsEmail)).toBe(
      "mailto:refunds@mulearn.org?subject=Refund",
    );
    expect(mailtoHref("Hello there")).toBe("mailto:info@mulearn.org?subject=Hello%20there");
  });

  test("Terms and Privacy give the legal pages' set, and the privacy policy's last change", () => {
    const contact = terms.sections.find((s) => s.id === "contact")!.paragraphs;
    expect(contact).toEqual([
      "Support email: mulearnadmin@gtechindia.org",
      "Postal address: µLearn Foundation, Technopark Trivandrum, Kazhakkoottam, Trivandrum - 695581, Kerala, India",
      "Telephone: +91 99957 10101",
    ]);
    expect(privacy.sections.find((s) => s.id === "contact")!.paragraphs[0]).toContain(
      "mulearnadmin@gtechindia.org",
    );
    // September 2025 in the newer site's policy; changed on 30 November 2026 for the site-fonts note.
    expect(formatDate(privacy.lastUpdated)).toBe("30 November 2026");
  });
});

describe("external addresses", () => {
  test("the frames: the real calendar id and the leaderboard's source address by default", () => {
    expect(embeds.calendar).toBe("https://embed.styledcalendar.com/#hew26NgCmtLDa4E2BeTK");
    expect(embeds.leaderboard).toBe("https://mu-3.vercel.app/launchpad");
  });

  test("NEXT_PUBLIC_LEADERBOARD_URL moves the leaderboard, and must be https", () => {
    withEnv("NEXT_PUBLIC_LEADERBOARD_URL", "https://launchpad.example.org/board#top", () =>
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
        const site = require("@/data/site") as typeof import("@/data/site");
        expect(site.embeds.leaderboard).toBe("https://launchpad.example.org/board#top");
      }),
    );
    withEnv("NEXT_PUBLIC_LEADERBOARD_URL", "http://launchpad.example.org/board", () =>
      expect(() =>
        jest.isolateModules(() => {
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
          require("@/data/site");
        }),
      ).toThrow(/NEXT_PUBLIC_LEADERBOARD_URL must be an absolute https URL/),
    );
    expect(process.env.NEXT_PUBLIC_LEADERBOARD_URL).toBeUndefined();
  });

  test("the footer's social links", () => {
    expect(socialLinks.map(({ label, href }) => `${label} ${href}`)).toEqual([
      "LinkedIn https://www.linkedin.com/company/gtechmulearn/",
      "Instagram https://www.instagram.com/mulearn.official/",
      "YouTube https://www.youtube.com/c/mulearn",
      "Facebook https://www.facebook.com/gtechmulearn",
    ]);
  });

  test("programme and community sites", () => {
    expect(externalLinks).toEqual({
      whyVideo: "https://youtu.be/ehdSEL_s050",
      launchpad: "https://launchpadkerala.org/",
      permute: "https://permute.mulearn.org/",
      top100: "https://top100coders.com/",
      book: "https://mulearn.org/r/mubook",
      newsletter: "https://online.fliphtml5.com/slydm/yljq/",
      blog: "https://gtechmulearn.medium.com/",
      discord: "https://discord.com/invite/gtech-mulearn-771670169691881483",
      enablersDiscord: "https://discord.gg/3v5GvJ8",
      learningFestRegistration: "https://mulearn.org/r/enablers-learningfest",
      in50HoursTickets: "https://www.makemypass.com/in50hours",
      kkem: "https://knowledgemission.kerala.gov.in/",
      founderSite: "https://deepusnath.com",
    });
  });

  test("the social accounts /socials lists, as the foundation's sites give them", () => {
    expect(socialAccounts).toEqual({
      linkedin: "https://www.linkedin.com/company/gtechmulearn/",
      instagram: "https://www.instagram.com/mulearn.official/",
      youtube: "https://www.youtube.com/c/mulearn",
      facebook: "https://www.facebook.com/gtechmulearn",
      x: "https://x.com/gtechmulearn",
      whatsappChannel: "https://www.whatsapp.com/channel/0029VaylbVgICVfsfN2SZc14",
      github: "https://github.com/gtech-mulearn",
      instagramPages: {
        "mu.careers": "https://www.instagram.com/mu.careers/",
        "mu.campus": "https://www.instagram.com/mu.campus/",
        "mu.tech_": "https://www.instagram.com/mu.tech_/",
        "mu.designers": "https://www.instagram.com/mu.designers/",
        mu__tv: "https://www.instagram.com/mu__tv/",
        "muplay.gg": "https://www.instagram.com/muplay.gg",
        "mu.comics": "https://www.instagram.com/mu.comics",
        "mu.v_filmclub": "https://www.instagram.com/mu.v_filmclub",
        "mument.mulearn": "https://www.instagram.com/mument.mulearn",
      },
    });
  });

  test("Enablers join Discord through their onboarding invite", () => {
    const hrefs = contentPages["/enablers"].sections.flatMap((section) =>
      section.kind === "steps" ? section.steps.map((step: Step) => step.action?.href) : [],
    );
    expect(hrefs).toContain("https://discord.gg/3v5GvJ8");
  });

  test("the dashboard button opens the app's /dashboard", () => {
    expect(appLinks.dashboard).toBe("https://app.mulearn.org/dashboard");
  });
});

describe("partners", () => {
  test("14 community partners from the earlier sites plus KKEM, and 11 companies", () => {
    expect(communityPartners).toHaveLength(15);
    expect(communityPartners.filter((p) => p.id !== "kkem")).toHaveLength(14);
    expect(companyPartners).toHaveLength(11);
  });

  test("real names with their own websites", () => {
    expect(partner("ICFOSS")?.website).toBe("https://icfoss.in/");
    expect(partner("Kerala Startup Mission")?.website).toBe(
      "https://startupmission.kerala.gov.in/",
    );
    expect(partner("Google")?.website).toBe("https://about.google/");
    expect(partner("THINKPALM TECHNOLOGIES")?.website).toBe("https://thinkpalm.com/");
  });

  test("the two broken source links are replaced, not copied", () => {
    const websites = allPartners.map((p) => p.website);
    expect(websites).not.toContain("https://mulearn.org/community-partners/foxlab");
    expect(websites).not.toContain("https://gdg.community-partners.dev/");
    expect(partner("Google Developer Student Clubs")?.website).toBe(
      "https://developers.google.com/community/gdsc",
    );
  });
});
