import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/founders-message");
export const metadata = route.metadata;
export default route.Page;
