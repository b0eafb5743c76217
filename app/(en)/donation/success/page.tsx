import { contentRoute } from "@/components/sections/ContentPageView";
import { DonationRecordSection } from "@/components/donation/DonationRecordSection";

const route = contentRoute("/donation/success", <DonationRecordSection />);
export const metadata = route.metadata;
export default route.Page;
