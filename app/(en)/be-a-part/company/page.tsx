import { contentRoute } from "@/components/sections/ContentPageView";
import { LiveStatsView } from "@/components/sections/views/LiveStatsView";

const route = contentRoute("/be-a-part/company", undefined, { stats: LiveStatsView });
export const metadata = route.metadata;
export default route.Page;
