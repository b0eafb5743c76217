import { z } from "zod";
import { donationTierSchema, parseDataFile, partnerSchema } from "@/data/schema";
import { allPartners, communityPartners, companyPartners, featuredPartners } from "@/data/partners";
import { donationTiers } from "@/data/donation";
import { contentPages } from "@/data/pages";
import { staticRoutes } from "@/data/routes";
import { existsSync } from "node:fs";
import path from "node:path";

const partner = {
  id: "sample-co",
  name: "Sample Co",
  kind: "company",
  logo: "/images/partners/sample-co.svg",
  website: "https://example.org/sample-co",
  blurb: "Mentors learners.",
};

describe("bad partner and donation entries fail the build, naming file, entry and field", () => {
  test("a partner without an http(s) website", () => {
    const data = [
      partner,
      { ...partner, id: "bad", name: "Bad Example", website: "javascript:alert(1)" },
    ];
    expect(() => parseDataFile("data/partners.ts", z.array(partnerSchema), data)).toThrow(
      'Invalid data in data/partners.ts:\n  - entry "Bad Example" ([1]) › field "website": must be an http(s) URL',
    );
  });

  test("a partner of an unknown kind, or without a logo", () => {
    expect(() =>
      parseDataFile("data/partners.ts", z.array(partnerSchema), [
        { ...partner, kind: "sponsor", logo: "" },
      ]),
    ).toThrow(/field "kind": must be "community" or "company"[\s\S]*field "logo": is required/);
  });

  test("a donation tier with a fractional amount", () => {
    const tier = { id: "t", name: "Tier Demo", amountInr: 99.5, supports: "Things" };
    expect(() => parseDataFile("data/donation.ts", z.array(donationTierSchema), [tier])).toThrow(
      /data\/donation\.ts[\s\S]*entry "Tier Demo" \(\[0\]\) › field "amountInr"/,
    );
  });
});

describe("the shipped partner and donation data", () => {
  test("partners are split by kind, every logo file exists, and ids are unique", () => {
    expect(communityPartners.length + companyPartners.length).toBe(allPartners.length);
    expect(communityPartners.length).toBeGreaterThan(0);
    expect(companyPartners.length).toBeGreaterThan(0);
    expect(featuredPartners.length).toBeGreaterThanOrEqual(4);
    expect(new Set(allPartners.map((p) => p.id)).size).toBe(allPartners.length);
    for (const { logo } of allPartners) {
      expect(existsSync(path.join(process.cwd(), "public", logo))).toBe(true);
    }
  });

  test("donation tiers rise in amount and say what they support", () => {
    const amounts = donationTiers.map((tier) => tier.amountInr);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(donationTiers.filter((tier) => tier.highlighted)).toHaveLength(1);
  });

  test("every content page is a route with its own header, and has no placeholder text", () => {
    const routes = new Set(staticRoutes.map((route) => route.path));
    for (const [route, page] of Object.entries(contentPages)) {
      expect(routes.has(route)).toBe(true);
      expect(page.sections.length).toBeGreaterThan(0);
      expect(JSON.stringify(page)).not.toMatch(/coming soon|lorem ipsum|\bTODO\b|\bTBD\b/i);
    }
  });
});
