import { routeMetadata } from "@/lib/metadata";
import { communityPartners } from "@/data/partners";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { PartnerGrid } from "@/components/sections/PartnerGrid";

export const metadata = routeMetadata("/community-partners");

export default function CommunityPartnersPage() {
  return (
    <ContentPageView path="/community-partners">
      <section aria-labelledby="partners-heading" className="mx-auto max-w-site px-4 pt-14 sm:px-6">
        <h2 id="partners-heading" className="section-heading">
          Communities we work with
        </h2>
        <PartnerGrid partners={communityPartners} label="Community partners" />
      </section>
    </ContentPageView>
  );
}
