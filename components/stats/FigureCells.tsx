import { figureNoteClass, figureValueClass } from "./figure-styles";

/**
 * A figure's value and note cells. The note the figure does not show (`reserve`) is drawn hidden
 * in the same grid cell (a pseudo-element, so it is not in the text) and keeps its height: a live
 * value replacing the published one moves nothing on the page.
 */
export function FigureCells({
  value,
  note,
  reserve,
}: {
  value: string;
  note: string;
  reserve: string;
}) {
  return (
    <>
      <dd className={figureValueClass}>{value}</dd>
      <dd
        data-reserve={reserve}
        className={`${figureNoteClass} grid after:invisible after:[grid-area:1/1] after:content-[attr(data-reserve)]`}
      >
        <span className="[grid-area:1/1]">{note}</span>
      </dd>
    </>
  );
}
