import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/be-a-part/campus");
export const metadata = route.metadata;
export default route.Page;
