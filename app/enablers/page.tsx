import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/enablers");
export const metadata = route.metadata;
export default route.Page;
