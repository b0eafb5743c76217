import { contentRoute } from "@/components/sections/ContentPageView";
import { CircleFinderSection } from "@/components/learning-circles/CircleFinderSection";
import { LiveStatsView } from "@/components/sections/views/LiveStatsView";

const route = contentRoute("/learning-circle", <CircleFinderSection />, { stats: LiveStatsView });
export const metadata = route.metadata;
export default route.Page;
