import { partnerGrids } from "@/data/partners";
import { contentRoute } from "@/components/sections/ContentPageView";
import { PartnerSection } from "@/components/sections/PartnerGrid";

const route = contentRoute(
  "/community-partners",
  <PartnerSection {...partnerGrids["/community-partners"]} />,
);
export const metadata = route.metadata;
export default route.Page;
