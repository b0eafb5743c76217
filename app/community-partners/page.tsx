import { routeMetadata } from "@/lib/metadata";
import { communityPartners } from "@/data/partners";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { PartnerSection } from "@/components/sections/PartnerGrid";

export const metadata = routeMetadata("/community-partners");

export default function CommunityPartnersPage() {
  return (
    <ContentPageView path="/community-partners">
      <PartnerSection
        heading="Communities we work with"
        label="Community partners"
        partners={communityPartners}
      />
    </ContentPageView>
  );
}
