/** §2 loading screen: a full-page animated loader while a route's code arrives. */
export default function Loading() {
  return (
    <div className="fixed inset-0 z-30 flex items-center justify-center bg-white/90 dark:bg-slate-950/90">
      {/* eslint-disable-next-line @next/next/no-img-element -- an animated SVG, nothing to optimise */}
      <img src="/images/loader.svg" alt="Loading..." width={96} height={96} />
    </div>
  );
}
