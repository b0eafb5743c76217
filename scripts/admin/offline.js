// Loaded by /admin before the editor (Sveltia CMS). The editor asks public CDNs for an update
// check, a service status and optional helpers; this site serves what the editor needs itself
// (scripts/admin.mjs), so those requests are answered here with "not found" instead of going out
// and being refused by /admin's Content-Security-Policy. The editor also fetches its built-in
// logo from a data: address before it reads its configuration: that one is answered here too, so
// the policy's connect-src needs no data:.
(() => {
  const offline = [
    "https://unpkg.com/",
    "https://cdn.jsdelivr.net/",
    "https://www.githubstatus.com/",
  ];
  const request = window.fetch.bind(window);

  /** The bytes and type of a data: address, as a response. */
  const fromDataUrl = (url) => {
    const [head, body = ""] = url.slice("data:".length).split(",", 2);
    const type = head.replace(/;base64$/, "") || "text/plain";
    const text = head.endsWith(";base64") ? atob(body) : decodeURIComponent(body);
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    return new Response(new Blob([bytes], { type }), { headers: { "Content-Type": type } });
  };

  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("data:")) return Promise.resolve(fromDataUrl(url));
    if (offline.some((prefix) => url.startsWith(prefix))) {
      return Promise.resolve(new Response(null, { status: 404, statusText: "Not served here" }));
    }
    return request(input, init);
  };
})();
