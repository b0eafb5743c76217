import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/kkem/events/beyondus");
export const metadata = route.metadata;
export default route.Page;
