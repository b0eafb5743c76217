import { contentRoute } from "@/components/sections/ContentPageView";
import { CampusLogoGenerator } from "@/components/tools/CampusLogoGenerator";

const route = contentRoute("/campus-logo-generator", <CampusLogoGenerator />);
export const metadata = route.metadata;
export default route.Page;
