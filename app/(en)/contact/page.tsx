import { pageRoute } from "@/components/sections/pageRoute";
import { ContactView } from "@/components/contact/ContactView";

const route = pageRoute("/contact", ContactView);
export const metadata = route.metadata;
export default route.Page;
