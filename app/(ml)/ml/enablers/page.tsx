import { contentRoute } from "@/components/sections/ContentPageView";
import { VideosView } from "@/components/sections/views/VideosView";

const route = contentRoute("/ml/enablers", undefined, { videos: VideosView });
export const metadata = route.metadata;
export default route.Page;
