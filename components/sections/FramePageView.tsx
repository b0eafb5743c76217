import { framePages, type FramePage, type FramePath } from "@/data/frames";
import { Container } from "@/components/ui/Container";
import { Lead } from "@/components/ui/Lead";
import { RichTextView } from "@/components/ui/RichTextView";
import { PageHeader } from "@/components/sections/PageHeader";
import { FrameWithFallback } from "@/components/sections/FrameWithFallback";
import { pageRoute } from "@/components/sections/pageRoute";

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

/** A route that is a frame page. */
export const frameRoute = (path: FramePath) =>
  pageRoute(path, function FrameRoutePage() {
    return <FramePageView path={path} />;
  });
