/** The middle value, or the mean of the two middle ones. */
export function median(values: number[]): number;
/** The moment the bare page shows its content in Lighthouse's simulation: its median FCP. */
export function bareLcpReference(bare: { fcpRange: number[]; lcpRange: number[] }): number;
/** The element of a Lighthouse run's largest paint: "p: its first words", "img: …its address's end". */
export function largestElement(lhr: {
  audits: Record<
    string,
    { details?: { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } }
  >;
}): string;
/** Lighthouse's storage types to clear before a run, with local storage: every run a first visit. */
export function firstVisitStorageTypes(lighthouseTypes: string[]): string[];
