import { test, expect } from "./fixtures";

/**
 * Every address the newer site's sitemap publishes (gtech-mulearn/mulearnhome, src/app/sitemap.ts),
 * as paths.
 */
const newerSitemap = [
  "/",
  "/artofteaching",
  "/be-a-part/campus",
  "/be-a-part/company",
  "/be-a-part/enablers",
  "/be-a-part/learners",
  "/campus-logo-generator",
  "/careers",
  "/contact",
  "/donate",
  "/events",
  "/events/grab-your-superpowers",
  "/events/inspiration-station",
  "/events/office-hour",
  "/events/salt-mango-tree",
  "/founders-message",
  "/gallery",
  "/impact-gallery",
  "/in50hours",
  "/interest-groups",
  "/kkem",
  "/kkem/events/beyondus",
  "/learning-circle",
  "/levelstructure",
  "/manifesto",
  "/partners/community-partners",
  "/partners/company-partners",
  "/privacy-policy",
  "/refund-policy",
  "/self-determination-theory",
  "/socials",
  "/team",
  "/terms-and-conditions",
  "/testimonials",
  "/trivial-ideas",
  "/gallery/dod",
  "/gallery/huddleglobal",
  "/gallery/in50hr",
  "/gallery/launchpad2024",
  "/gallery/mutate2026",
  "/gallery/permute2025",
  "/gallery/sandshore",
  "/gallery/codestorm",
  "/gallery/olympus-hr-icon",
  "/gallery/mucomics",
  "/gallery/muplay",
  "/gallery/quantum-tech-matrix",
  "/gallery/global-game-jam",
];

test(
  "every address of the newer site's sitemap answers 200, directly or by one redirect here",
  {
    tag: "@hosting",
  },
  async ({ request, baseURL }) => {
    const problems: string[] = [];
    for (const path of newerSitemap) {
      const first = await request.get(path, { maxRedirects: 0 });
      if (first.status() === 200) continue;
      const location = first.headers()["location"];
      if (![301, 302, 308].includes(first.status()) || !location) {
        problems.push(`${path}: ${first.status()}`);
        continue;
      }
      const target = new URL(location, baseURL);
      if (target.origin !== new URL(baseURL!).origin) {
        problems.push(`${path}: redirects off the site, to ${target.href}`);
        continue;
      }
      const second = await request.get(target.pathname + target.search, { maxRedirects: 0 });
      if (second.status() !== 200)
        problems.push(`${path} -> ${target.pathname}: ${second.status()}`);
    }
    expect(problems).toEqual([]);
  },
);
