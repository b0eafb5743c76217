import { contentRoute } from "@/components/sections/ContentPageView";
import { HrNominationSection } from "@/components/hr/HrNominationSection";

const route = contentRoute("/hr", <HrNominationSection />);
export const metadata = route.metadata;
export default route.Page;
