import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/levelstructure");
export const metadata = route.metadata;
export default route.Page;
