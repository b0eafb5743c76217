import { routeMetadata } from "@/lib/metadata";
import { donationTiers } from "@/data/donation";
import { ContentPageView } from "@/components/sections/ContentPageView";
import { DonationTiers } from "@/components/sections/DonationTiers";

export const metadata = routeMetadata("/donation");

export default function DonationPage() {
  return (
    <ContentPageView path="/donation">
      <DonationTiers tiers={donationTiers} />
    </ContentPageView>
  );
}
