import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/hr");
export const metadata = route.metadata;
export default route.Page;
