import { buildTime } from "@/data/build";
import { weeklyEvents } from "@/data/events";
import { eventCalendar } from "@/lib/event-calendar";

export const dynamic = "force-static";
export const dynamicParams = false;

/** One .ics file per weekly event with a fixed time, written into out/calendar/ at build. */
export function generateStaticParams() {
  return weeklyEvents.filter((event) => event.slot).map((event) => ({ file: `${event.id}.ics` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const event = weeklyEvents.find((e) => `${e.id}.ics` === file);
  const body = event ? eventCalendar(event, buildTime()) : null;
  if (!body) return new Response("Not found", { status: 404 });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
