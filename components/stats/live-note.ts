/** What a figure's note says once its count comes live from the backend. */
export const liveNote = "Live count";
