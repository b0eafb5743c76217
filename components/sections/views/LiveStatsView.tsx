import { LiveFigure } from "@/components/stats/LiveFigure";
import { StatsGrid, type StatsSection } from "./StatsView";

/**
 * A stats section whose live figures the backend's counter replaces in place: the view the
 * routes that show a live figure pass to ContentSections (the counter's script comes with it).
 */
export function LiveStatsView({ section }: { section: StatsSection }) {
  return (
    <StatsGrid
      section={section}
      liveFigure={(name, start) => <LiveFigure name={name} {...start} />}
    />
  );
}
