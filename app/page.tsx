import { featuredPartners } from "@/data/partners";
import { contentRoute } from "@/components/sections/ContentPageView";
import { SupportersStrip } from "@/components/sections/SupportersStrip";

const route = contentRoute("/", <SupportersStrip partners={featuredPartners} />);
export const metadata = route.metadata;
export default route.Page;
