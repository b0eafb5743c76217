import { contentRoute } from "@/components/sections/ContentPageView";
import { CareerBoardSection } from "@/components/careers/CareerBoardSection";

const route = contentRoute("/careers", <CareerBoardSection />);
export const metadata = route.metadata;
export default route.Page;
