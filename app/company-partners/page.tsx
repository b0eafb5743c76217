import { routeMetadata } from "@/lib/metadata";
import { companyPartners } from "@/data/partners";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { PartnerSection } from "@/components/sections/PartnerGrid";

export const metadata = routeMetadata("/company-partners");

export default function CompanyPartnersPage() {
  return (
    <ContentPageView path="/company-partners">
      <PartnerSection
        heading="Companies we work with"
        label="Company partners"
        partners={companyPartners}
      />
    </ContentPageView>
  );
}
