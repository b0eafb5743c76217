import { contentRoute } from "@/components/sections/ContentPageView";
import { DonationSection } from "@/components/donation/DonationSection";

const route = contentRoute("/donation", <DonationSection />);
export const metadata = route.metadata;
export default route.Page;
