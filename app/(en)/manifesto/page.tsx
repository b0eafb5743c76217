import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/manifesto");
export const metadata = route.metadata;
export default route.Page;
