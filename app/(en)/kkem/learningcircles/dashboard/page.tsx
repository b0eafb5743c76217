import { contentRoute } from "@/components/sections/ContentPageView";
import { LcDashboardSection } from "@/components/learning-circles/LcDashboardSection";

const route = contentRoute("/kkem/learningcircles/dashboard", <LcDashboardSection />);
export const metadata = route.metadata;
export default route.Page;
