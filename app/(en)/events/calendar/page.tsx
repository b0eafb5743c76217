import { frameRoute } from "@/components/sections/FramePageView";

const route = frameRoute("/events/calendar");
export const metadata = route.metadata;
export default route.Page;
