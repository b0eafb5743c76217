import { legalRoute } from "@/components/sections/LegalDocumentView";

const route = legalRoute("/privacypolicy");
export const metadata = route.metadata;
export default route.Page;
