import { frameRoute } from "@/components/sections/FramePageView";

const route = frameRoute("/launchpad");
export const metadata = route.metadata;
export default route.Page;
