import { donationTiers } from "@/data/donation";
import { contentRoute } from "@/components/sections/ContentPageView";
import { DonationTiers } from "@/components/sections/DonationTiers";

const route = contentRoute("/donation", <DonationTiers tiers={donationTiers} />);
export const metadata = route.metadata;
export default route.Page;
