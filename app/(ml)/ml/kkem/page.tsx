import { contentRoute } from "@/components/sections/ContentPageView";
import { KkemLinkSection } from "@/components/kkem/KkemLinkSection";

const route = contentRoute("/ml/kkem", <KkemLinkSection lang="ml" />);
export const metadata = route.metadata;
export default route.Page;
