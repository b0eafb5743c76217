"use client";

/**
 * Last resort when the root layout itself fails: plain HTML, no site chrome. The way home loads
 * the home page as a document, under its own policy (its live figures need it).
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body
        style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "6rem 1rem" }}
      >
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page.</p>
        <p>
          <button type="button" onClick={reset}>
            Try again
          </button>{" "}
          or{" "}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a document load, on purpose */}
          <a href="/">go to the home page</a>.
        </p>
      </body>
    </html>
  );
}
