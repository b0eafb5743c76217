import { contentRoute } from "@/components/sections/ContentPageView";
import { CampusLogoTool } from "@/components/tools/CampusLogoTool";

const route = contentRoute("/campus-logo-generator", <CampusLogoTool />);
export const metadata = route.metadata;
export default route.Page;
