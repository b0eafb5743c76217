import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/socials");
export const metadata = route.metadata;
export default route.Page;
