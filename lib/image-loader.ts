import { assetOrigin } from "@/data/hosts";

/**
 * Static images load from the cloud-storage asset host by path prefix. Without
 * NEXT_PUBLIC_ASSET_HOST they load from this site's public/ folder. The width is passed so a
 * resizing CDN can use it; plain storage ignores the query. A path is plain text ("/public/assets/
 * team/Asha K.webp"): its spaces and other characters are percent-encoded here.
 */
export default function assetLoader({ src, width }: { src: string; width: number }): string {
  if (/^(https?:|data:|blob:)/.test(src)) return src;
  return `${assetOrigin}${encodeURI(src)}?w=${width}`;
}
