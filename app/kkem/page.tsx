import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/kkem");
export const metadata = route.metadata;
export default route.Page;
