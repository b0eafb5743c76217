import { parseDataFile, partnerSchema, type Partner, type PartnerInput } from "@/data/schema";
import { externalLinks } from "@/data/site";
import { z } from "zod";

/**
 * Community and company partners, for the partner pages and the landing page's strip. Entries
 * other than KKEM are SAMPLES until replaced (docs/content-editing.md explains how, and logos).
 */
const partners: PartnerInput[] = [
  {
    id: "kkem",
    name: "Kerala Knowledge Economy Mission",
    kind: "community",
    logo: "/images/partners/kkem.svg",
    website: externalLinks.kkem,
    blurb:
      "The Government of Kerala's mission to connect people with skilled work. Together we help learners become job-ready.",
    featured: true,
  },
  {
    id: "sample-makers-collective",
    name: "Sample Makers Collective",
    kind: "community",
    logo: "/images/partners/sample-makers-collective.svg",
    website: "https://example.org/makers-collective",
    blurb: "A network of hardware clubs that runs build nights with µLearn's maker interest group.",
    featured: true,
  },
  {
    id: "example-open-source-circle",
    name: "Example Open Source Circle",
    kind: "community",
    logo: "/images/partners/example-open-source-circle.svg",
    website: "https://example.org/open-source-circle",
    blurb: "Volunteers who help learners make their first open-source contributions.",
  },
  {
    id: "demo-design-guild",
    name: "Demo Design Guild",
    kind: "community",
    logo: "/images/partners/demo-design-guild.svg",
    website: "https://example.org/design-guild",
    blurb:
      "Designers who review portfolios and run critique sessions for the design interest group.",
  },
  {
    id: "sample-campus-innovation-network",
    name: "Sample Campus Innovation Network",
    kind: "community",
    logo: "/images/partners/sample-campus-innovation-network.svg",
    website: "https://example.org/campus-innovation",
    blurb: "Innovation cells of colleges that co-host µLearn events on their campuses.",
  },
  {
    id: "example-readers-club",
    name: "Example Readers Club",
    kind: "community",
    logo: "/images/partners/example-readers-club.svg",
    website: "https://example.org/readers-club",
    blurb:
      "A reading community that hosts book circles and speaking practice with Salt Mango Tree.",
  },
  {
    id: "sample-software-labs",
    name: "Sample Software Labs",
    kind: "company",
    logo: "/images/partners/sample-software-labs.svg",
    website: "https://example.org/software-labs",
    blurb: "Mentors learners in web development and takes interns from the community each year.",
    featured: true,
  },
  {
    id: "example-cloud-systems",
    name: "Example Cloud Systems",
    kind: "company",
    logo: "/images/partners/example-cloud-systems.svg",
    website: "https://example.org/cloud-systems",
    blurb: "Sets cloud and DevOps challenges and reviews the best submissions with its engineers.",
    featured: true,
  },
  {
    id: "demo-data-works",
    name: "Demo Data Works",
    kind: "company",
    logo: "/images/partners/demo-data-works.svg",
    website: "https://example.org/data-works",
    blurb: "Runs monthly data-science sessions in Mentor Connect.",
    featured: true,
  },
  {
    id: "sample-electronics",
    name: "Sample Electronics",
    kind: "company",
    logo: "/images/partners/sample-electronics.svg",
    website: "https://example.org/electronics",
    blurb: "Supplies hardware kits for In50Hours and mentors the IoT interest group.",
  },
  {
    id: "example-design-studio",
    name: "Example Design Studio",
    kind: "company",
    logo: "/images/partners/example-design-studio.svg",
    website: "https://example.org/design-studio",
    blurb: "Sponsors the design challenge and hires interns from its finalists.",
    featured: true,
  },
  {
    id: "demo-fintech",
    name: "Demo Fintech",
    kind: "company",
    logo: "/images/partners/demo-fintech.svg",
    website: "https://example.org/fintech",
    blurb: "Brings product-management case studies to learners and hosts campus visits.",
  },
];

export const allPartners: Partner[] = parseDataFile(
  "data/partners.ts",
  z.array(partnerSchema).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((partner, index) => {
      if (seen.has(partner.id)) {
        ctx.addIssue({
          code: "custom",
          path: [index, "id"],
          message: "is used by another partner",
        });
      }
      seen.add(partner.id);
    });
  }),
  partners,
);

export const communityPartners = allPartners.filter((partner) => partner.kind === "community");
export const companyPartners = allPartners.filter((partner) => partner.kind === "company");
export const featuredPartners = allPartners.filter((partner) => partner.featured);

/** The partner pages' grids, by route: heading, list name and who is in it. */
export const partnerGrids = {
  "/community-partners": {
    heading: "Communities we work with",
    label: "Community partners",
    partners: communityPartners,
  },
  "/company-partners": {
    heading: "Companies we work with",
    label: "Company partners",
    partners: companyPartners,
  },
};
