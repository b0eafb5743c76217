import { contentRoute } from "@/components/sections/ContentPageView";
import { DonationRecordSection } from "@/components/donation/DonationRecordSection";

const route = contentRoute("/ml/donation/success", <DonationRecordSection lang="ml" />);
export const metadata = route.metadata;
export default route.Page;
