/** The middle value, or the mean of the two middle ones. */
export function median(values: number[]): number;
/** The moment the bare page shows its content in Lighthouse's simulation: its median FCP. */
export function bareLcpReference(bare: { fcpRange: number[]; lcpRange: number[] }): number;
