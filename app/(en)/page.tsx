import { featuredPartners } from "@/data/partners";
import { contentRoute } from "@/components/sections/ContentPageView";
import { SupportersStrip } from "@/components/sections/SupportersStrip";
import { LiveStatsView } from "@/components/sections/views/LiveStatsView";

const route = contentRoute("/", <SupportersStrip partners={featuredPartners} />, {
  stats: LiveStatsView,
});
export const metadata = route.metadata;
export default route.Page;
