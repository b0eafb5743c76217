import { notFound } from "next/navigation";
import { routeMetadata } from "@/lib/metadata";
import { galleryEvents } from "@/data/gallery";
import { galleryEvent, galleryPath } from "@/lib/gallery";
import { GalleryEventView } from "@/components/gallery/GalleryEventView";

type Params = { params: Promise<{ slug: string }> };

// Every event's page is pre-rendered; any other slug is the site's not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  return galleryEvents.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Params) {
  const event = galleryEvent((await params).slug);
  return event ? routeMetadata(galleryPath(event)) : {};
}

export default async function GalleryEventPage({ params }: Params) {
  const event = galleryEvent((await params).slug);
  if (!event) notFound();
  return <GalleryEventView event={event} />;
}
