import type { Section, TableCell } from "@/data/content-types";
import { uiText, type Lang } from "@/data/i18n";
import { Card } from "@/components/ui/Card";
import { Lead } from "@/components/ui/Lead";
import { TextLink } from "@/components/ui/TextLink";

const cellText = (cell: TableCell) => (typeof cell === "string" ? cell : cell.label);

function CellContent({ cell, lang }: { cell: TableCell; lang: Lang }) {
  if (typeof cell === "string") return cell;
  return (
    <TextLink href={cell.href} newWindow={cell.newWindow} newWindowNote={uiText[lang].newWindow}>
      {cell.label}
    </TextLink>
  );
}

/** A table with a caption for assistive technology; each row's first cell heads the row. */
export function TableView({
  section,
  lang = "en",
}: {
  section: Extract<Section, { kind: "table" }>;
  lang?: Lang;
}) {
  return (
    <>
      <Lead>{section.intro}</Lead>
      <Card padded={false} className="mt-8 max-w-3xl overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{section.caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              {section.columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-3 sm:px-5 text-sm font-semibold text-slate-600 dark:text-slate-400"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map(([head, ...cells]) => (
              <tr
                key={cellText(head ?? "")}
                className="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
              >
                <th
                  scope="row"
                  className="px-3 py-3 sm:px-5 font-bold text-slate-950 dark:text-white"
                >
                  <CellContent cell={head ?? ""} lang={lang} />
                </th>
                {cells.map((cell, index) => (
                  <td key={index} className="px-3 py-3 sm:px-5 text-slate-700 dark:text-slate-300">
                    <CellContent cell={cell} lang={lang} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {section.note ? (
        <p className="mt-3 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{section.note}</p>
      ) : null}
    </>
  );
}
