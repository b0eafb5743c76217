import type { ReactNode } from "react";
import { TeamHero } from "@/components/team/TeamHero";

/** The hero and year select stay put while the year's view below them changes. */
export default function TeamLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TeamHero />
      {children}
    </>
  );
}
