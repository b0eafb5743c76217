import { partnerGrids } from "@/data/partners";
import { contentRoute } from "@/components/sections/ContentPageView";
import { PartnerSection } from "@/components/sections/PartnerGrid";

const route = contentRoute(
  "/company-partners",
  <PartnerSection {...partnerGrids["/company-partners"]} />,
);
export const metadata = route.metadata;
export default route.Page;
