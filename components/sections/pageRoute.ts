import type { ComponentType } from "react";
import { routeMetadata } from "@/lib/metadata";

/** A route file's two exports, for a route drawn by one component: its metadata and its page. */
export function pageRoute(path: string, Page: ComponentType) {
  return { metadata: routeMetadata(path), Page };
}
