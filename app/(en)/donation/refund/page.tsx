import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/donation/refund");
export const metadata = route.metadata;
export default route.Page;
