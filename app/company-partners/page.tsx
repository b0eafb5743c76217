import { routeMetadata } from "@/lib/metadata";
import { companyPartners } from "@/data/partners";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { PartnerGrid } from "@/components/sections/PartnerGrid";

export const metadata = routeMetadata("/company-partners");

export default function CompanyPartnersPage() {
  return (
    <ContentPageView path="/company-partners">
      <section aria-labelledby="partners-heading" className="mx-auto max-w-site px-4 pt-14 sm:px-6">
        <h2 id="partners-heading" className="section-heading">
          Companies we work with
        </h2>
        <PartnerGrid partners={companyPartners} label="Company partners" />
      </section>
    </ContentPageView>
  );
}
