import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/yip");
export const metadata = route.metadata;
export default route.Page;
