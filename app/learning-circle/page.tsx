import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/learning-circle");
export const metadata = route.metadata;
export default route.Page;
