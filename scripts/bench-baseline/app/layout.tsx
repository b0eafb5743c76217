import type { ReactNode } from "react";

// The bench's baseline: a bare App Router page, built and served the same way as the site.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
