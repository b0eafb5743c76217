import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/about");
export const metadata = route.metadata;
export default route.Page;
