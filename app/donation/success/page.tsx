import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/donation/success");
export const metadata = route.metadata;
export default route.Page;
