"use client";

import Link from "next/link";

/** Last resort when the root layout itself fails: plain HTML, no site chrome. */
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
          or <Link href="/">go to the home page</Link>.
        </p>
      </body>
    </html>
  );
}
