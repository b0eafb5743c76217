import { appFrameRoute } from "@/data/routes";
import { appOrigin, org } from "@/data/site";
import { tokenSyncFrameDocument } from "@/lib/token-sync-frame";

export const dynamic = "force-static";

const route = appFrameRoute("/cdr");

/**
 * /cdr, the page the learning app frames to sync the refresh token (docs/token-sync.md): written
 * at build time as out/cdr.html, plain HTML with one inline script and no framework code.
 */
export function GET() {
  const body = tokenSyncFrameDocument({
    title: `${route.title} | ${org.name}`,
    description: route.description,
    appOrigin,
  });
  return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
