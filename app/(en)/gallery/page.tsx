import { pageRoute } from "@/components/sections/pageRoute";
import { PageHeader } from "@/components/sections/PageHeader";
import { GalleryEventList } from "@/components/gallery/GalleryEventList";

const route = pageRoute("/gallery", function GalleryPage() {
  return (
    <>
      <PageHeader path="/gallery" />
      <GalleryEventList />
    </>
  );
});
export const metadata = route.metadata;
export default route.Page;
