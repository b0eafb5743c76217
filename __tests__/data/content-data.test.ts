import { z } from "zod";
import { donationAmountsSchema, parseDataFile, partnerSchema } from "@/data/schema";
import { allPartners, communityPartners, companyPartners, featuredPartners } from "@/data/partners";
import { checkedDonationAmounts } from "@/data/donation";
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
  test("a partner without an https website", () => {
    const data = [
      partner,
      { ...partner, id: "bad", name: "Bad Example", website: "javascript:alert(1)" },
    ];
    expect(() => parseDataFile("data/partners.ts", z.array(partnerSchema), data)).toThrow(
      'Invalid data in data/partners.ts:\n  - entry "Bad Example" ([1]) › field "website": must be an https URL',
    );
  });

  test("a partner of an unknown kind, or without a logo", () => {
    expect(() =>
      parseDataFile("data/partners.ts", z.array(partnerSchema), [
        { ...partner, kind: "sponsor", logo: "" },
      ]),
    ).toThrow(/field "kind": must be "community" or "company"[\s\S]*field "logo": is required/);
  });

  test("donation amounts with a fractional preset", () => {
    const amounts = { presets: [1000, 1500.5], minimum: 100, maximum: 1000000 };
    expect(() => parseDataFile("data/donation-form.ts", donationAmountsSchema, amounts)).toThrow(
      /data\/donation-form\.ts:\n {2}- entry presets\[1\]: must be whole rupees/,
    );
  });

  test("donation presets below the minimum or out of order", () => {
    const amounts = { presets: [50, 2000, 1000], minimum: 100, maximum: 1000000 };
    expect(() => parseDataFile("data/donation-form.ts", donationAmountsSchema, amounts)).toThrow(
      /entry presets\[0\]: must rise, between the minimum and the maximum\n {2}- entry presets\[2\]: must rise/,
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

  test("the donation presets are the foundation's form's, above a ₹100 minimum", () => {
    expect(checkedDonationAmounts).toEqual({
      presets: [10000, 15000, 20000, 25000],
      minimum: 100,
      maximum: 1000000,
    });
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
