import type { ReactNode } from "react";
import { authBootScript } from "@/lib/auth-token";
import { fontBootScript } from "@/lib/site-fonts";
import { keepEarlyPressScript } from "@/lib/early-press";
import { LEAD_END_ID } from "@/components/sections/PageHeader";
import { SiteFontCache, type SiteFace } from "@/components/providers/SiteFontCache";

/**
 * The <html> of every page: its language and font classes, the first-paint hold, the boot script
 * (the member's state, the faces this browser holds, and a press on a header button whose menu
 * has not arrived yet), and the cache that fetches `faces`.
 */
export function RootDocument({
  lang,
  className,
  faces,
  children,
}: {
  lang: string;
  className: string;
  faces: readonly SiteFace[];
  children: ReactNode;
}) {
  return (
    <html lang={lang} className={className} suppressHydrationWarning>
      <head>
        {/* No frame before the parser is past the page's lead (LEAD_END_ID): a slow phone
            otherwise paints the header alone, and the heading and lead, the largest paint, a
            frame later. A page without the marker paints once its HTML is parsed. */}
        <link rel="expect" href={`#${LEAD_END_ID}`} blocking="render" />
        {/* One script, one hash in the page's policy. */}
        <script
          dangerouslySetInnerHTML={{
            __html: authBootScript + fontBootScript + keepEarlyPressScript,
          }}
        />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <SiteFontCache faces={faces} />
      </body>
    </html>
  );
}
