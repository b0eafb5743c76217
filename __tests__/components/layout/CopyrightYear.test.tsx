import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { CopyrightYear } from "@/components/layout/CopyrightYear";
import { Footer } from "@/components/layout/Footer";

/** Pretends the visitor's clock says `date` (midsummer, far from any time zone's new year). */
const clockSays = (date: string) => jest.useFakeTimers({ now: new Date(date) });

afterEach(() => jest.useRealTimers());

/**
 * Serves the year as the static HTML would, then hydrates it in "the browser" and returns what
 * the visitor reads, and every error React reported on the way.
 */
async function hydrateYear(buildYear: number) {
  const container = document.createElement("p");
  container.innerHTML = renderToString(<CopyrightYear buildYear={buildYear} />);
  const htmlText = container.textContent;
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args) => {
    errors.push(args);
  });
  await act(async () => {
    hydrateRoot(container, <CopyrightYear buildYear={buildYear} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  consoleError.mockRestore();
  return { htmlText, shown: container.textContent, errors };
}

test("the static HTML names the year of the build, whatever the clock says later", async () => {
  clockSays("2031-06-15T12:00:00Z");
  const { htmlText } = await hydrateYear(2026);
  expect(htmlText).toBe("2026");
});

test("a visitor in a later year reads that year, and hydration reports no mismatch", async () => {
  clockSays("2027-06-15T12:00:00Z");
  const { shown, errors } = await hydrateYear(2026);
  expect(shown).toBe("2027");
  expect(errors).toEqual([]);
});

test("a visitor in the build's year reads it unchanged", async () => {
  clockSays("2026-11-25T09:00:00Z");
  const { shown, errors } = await hydrateYear(2026);
  expect(shown).toBe("2026");
  expect(errors).toEqual([]);
});

test("a clock set before the build does not make the page older", async () => {
  clockSays("2019-06-15T12:00:00Z");
  const { shown } = await hydrateYear(2026);
  expect(shown).toBe("2026");
});

test("the footer says © with the year and the foundation's name", () => {
  clockSays("2030-06-15T12:00:00Z");
  render(<Footer />);
  expect(screen.getByRole("contentinfo")).toHaveTextContent(
    "© 2030 µLearn Foundation. All rights reserved.",
  );
});
