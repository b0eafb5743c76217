import { fireEvent, render } from "@testing-library/react";
import { EventPicture } from "@/components/events/EventPicture";

test("a drawing of the site's own is drawn in the page, its ids its own, nothing to fetch", () => {
  const { container } = render(
    <>
      <EventPicture src="/images/events/isr.svg" sizes="100vw" eventId="isr" priority />
      <EventPicture src="/images/events/openmic.svg" sizes="100vw" eventId="openmic" />
    </>,
  );
  expect(container.querySelector("img")).toBeNull();
  const drawings = [...container.querySelectorAll("svg")];
  expect(drawings.map((svg) => svg.getAttribute("data-drawing"))).toEqual([
    "/images/events/isr.svg",
    "/images/events/openmic.svg",
  ]);
  for (const svg of drawings) {
    // Decoration beside the event's name: nothing for a screen reader, no tab stop.
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg).toHaveAttribute("viewBox", "0 0 640 360");
  }
  // Both files name their gradient "g": each card fills from its own.
  expect(drawings[0]!.querySelector("rect")).toHaveAttribute("fill", "url(#isr-picture-g)");
  expect(drawings[0]!.querySelector("#isr-picture-g")).not.toBeNull();
  expect(drawings[1]!.querySelector("rect")).toHaveAttribute("fill", "url(#openmic-picture-g)");
  expect(drawings[1]!.querySelector("#openmic-picture-g")).not.toBeNull();
});

test("a photo is a picture from the asset host at the phone's width, then the public copy", () => {
  const { container } = render(
    <EventPicture src="/images/events/isr.webp" sizes="100vw" eventId="isr" priority />,
  );
  expect(container.querySelector("svg")).toBeNull();
  const img = container.querySelector("img")!;
  expect(img).toHaveAttribute("src", "/images/events/isr.webp?w=1280");
  expect(img).toHaveAttribute(
    "srcset",
    "/images/events/isr.webp?w=640 640w, /images/events/isr.webp?w=1280 1280w",
  );
  expect(img).toHaveAttribute("loading", "eager");
  expect(img).toHaveAttribute("fetchpriority", "high");

  fireEvent.error(img);
  expect(img).toHaveAttribute("src", "/images/events/isr.webp");
  expect(img).not.toHaveAttribute("srcset");
  expect(img).toHaveAttribute("data-fallback", "public");

  // The public copy failing too leaves the sized box.
  fireEvent.error(img);
  expect(img).toHaveAttribute("data-failed", "true");
  expect(img).toHaveAttribute("width", "640");
  expect(img).toHaveAttribute("height", "360");
});
