import { expectFileName, PARTNERS_DIR, readContentFolder } from "@/data/content-files";
import { partnerFileSchema, type Partner } from "@/data/schema";

/** The logo shown when a partner's own logo fails to load. */
export const DEFAULT_PARTNER_LOGO = "/images/partners/default.svg";

/**
 * Community and company partners, for the partner pages and the landing page's strip: one file a
 * partner in content/partners/ (named after its id), listed by `order`. The sources of each
 * entry are in docs/content-editing.md.
 */
export const allPartners: Partner[] = readContentFolder(PARTNERS_DIR, partnerFileSchema)
  .map(({ file, slug, data }) => {
    expectFileName(file, "id", data.id, slug);
    return data;
  })
  .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

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
