import { contentRoute } from "@/components/sections/ContentPageView";
import { CircleFinderSection } from "@/components/learning-circles/CircleFinderSection";

const route = contentRoute("/learning-circle", <CircleFinderSection />);
export const metadata = route.metadata;
export default route.Page;
