import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/artofteaching");
export const metadata = route.metadata;
export default route.Page;
