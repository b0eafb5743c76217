import { legalRoute } from "@/components/sections/LegalDocumentView";

const route = legalRoute("/termsandconditions");
export const metadata = route.metadata;
export default route.Page;
