import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/cdr");
export const metadata = route.metadata;
export default route.Page;
