import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/trivial-ideas");
export const metadata = route.metadata;
export default route.Page;
