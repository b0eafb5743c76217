import { contentRoute } from "@/components/sections/ContentPageView";
import { DonationSection } from "@/components/donation/DonationSection";

const route = contentRoute("/ml/donation", <DonationSection lang="ml" />);
export const metadata = route.metadata;
export default route.Page;
