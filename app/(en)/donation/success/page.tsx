import { contentRoute } from "@/components/sections/ContentPageView";
import { DonationRecordSection } from "@/components/donation/DonationRecordSection";

const route = contentRoute("/donation/success", <DonationRecordSection />, undefined, {
  // The donation form moves here by script: the page is drawn from its payload.
  reachedByScript: true,
});
export const metadata = route.metadata;
export default route.Page;
