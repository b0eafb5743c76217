import { applyEmail, applyHref, openRoles } from "@/data/careers";
import { contentRoute } from "@/components/sections/ContentPageView";
import { OpenRoles } from "@/components/sections/OpenRoles";

const route = contentRoute(
  "/careers",
  <OpenRoles roles={openRoles} email={applyEmail} applyHref={applyHref} />,
);
export const metadata = route.metadata;
export default route.Page;
