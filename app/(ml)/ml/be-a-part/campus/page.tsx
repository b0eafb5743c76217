import { contentRoute } from "@/components/sections/ContentPageView";
import { FragmentRedirect } from "@/components/sections/FragmentRedirect";
import { campusLogoRedirect } from "@/data/fragment-redirects";

const route = contentRoute(
  "/ml/be-a-part/campus",
  <FragmentRedirect fragment={campusLogoRedirect.fragment} to={campusLogoRedirect.to} />,
);
export const metadata = route.metadata;
export default route.Page;
