import { contentRoute } from "@/components/sections/ContentPageView";
import { ImpactGallery } from "@/components/impact/ImpactGallery";

const route = contentRoute("/impact-gallery", <ImpactGallery />);
export const metadata = route.metadata;
export default route.Page;
