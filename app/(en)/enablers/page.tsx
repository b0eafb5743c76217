import { contentRoute } from "@/components/sections/ContentPageView";
import { VideosView } from "@/components/sections/views/VideosView";

// A page with videos brings their view (and the player's script) itself.
const route = contentRoute("/enablers", undefined, { videos: VideosView });
export const metadata = route.metadata;
export default route.Page;
