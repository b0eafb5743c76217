import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/in50hours");
export const metadata = route.metadata;
export default route.Page;
