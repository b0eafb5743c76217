/** The short mark after a link from a Malayalam page to a page in English only: "(ഇംഗ്ലീഷ്)". */
export function EnglishMark({ mark }: { mark: string }) {
  return <span className="text-[0.85em] font-normal"> {mark}</span>;
}
