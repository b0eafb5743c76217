import { contentRoute } from "@/components/sections/ContentPageView";

const route = contentRoute("/self-determination-theory");
export const metadata = route.metadata;
export default route.Page;
