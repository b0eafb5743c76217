import { framePages, type FramePage, type FramePath } from "@/data/frames";
import { routeMetadata } from "@/lib/metadata";
import { Container } from "@/components/ui/Container";
import { Lead } from "@/components/ui/Lead";
import { RichTextView } from "@/components/ui/RichTextView";
import { PageHeader } from "@/components/sections/PageHeader";
import { FrameWithFallback } from "@/components/sections/FrameWithFallback";

/** A page that is its header, an optional introduction, and a third-party frame. */
export function FramePageView({ path }: { path: FramePath }) {
  const frame: FramePage = framePages[path];
  return (
    <>
      <PageHeader path={path} />
      <Container className="py-10">
        {frame.intro ? (
          <Lead className="mb-8">
            <RichTextView text={frame.intro} />
          </Lead>
        ) : null}
        <FrameWithFallback name={frame.name} src={frame.src} height={frame.height} />
      </Container>
    </>
  );
}

/** The metadata and page component of a route that is a frame page. */
export function frameRoute(path: FramePath) {
  function FrameRoutePage() {
    return <FramePageView path={path} />;
  }
  return { metadata: routeMetadata(path), Page: FrameRoutePage };
}
