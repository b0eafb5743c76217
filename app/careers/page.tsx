import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/careers");
export const metadata = route.metadata;
export default route.Page;
