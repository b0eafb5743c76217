// The preview distribution's viewer request (runtime cloudfront-js-2.0; infra/ creates it, and
// docs/deploy.md, "Previews", explains it). A pull request's build is uploaded under
// previews/pr-<N>/ of the preview bucket; this maps the host pr-<N>.<DOMAIN> to that folder with
// the production rules for clean URLs: / -> index.html, /team -> team.html, a hand-off address to
// its shell, `.html` addresses and trailing slashes redirected, /404 to a key no object has (so
// the 404 answer comes). Any other host (the distribution's own *.cloudfront.net name, a name
// that is not a pull request's) is refused. The backend's prefixes have behaviours of their own
// that run no function. infra/lib/site-rules.ts previewRequestCode() fills in DOMAIN and SHELLS.
var DOMAIN = "__PREVIEW_DOMAIN__";
var SHELLS = "__HAND_OFF_PREFIXES__";

function query(q) {
  var parts = [];
  for (var k in q) {
    var v = q[k];
    var list = v.multiValue || [v];
    for (var i = 0; i < list.length; i++)
      parts.push(list[i].value === "" ? k : k + "=" + list[i].value);
  }
  return parts.length ? "?" + parts.join("&") : "";
}

function answer(status, text, headers) {
  headers["cache-control"] = { value: "no-store" };
  return { statusCode: status, statusDescription: text, headers: headers };
}

function moved(location) {
  return answer(301, "Moved Permanently", { location: { value: location } });
}

/** The folder of the host's pull request ("previews/pr-12"), or null for any other host. */
function folderOf(host) {
  var suffix = "." + DOMAIN;
  if (host.length <= suffix.length || host.slice(-suffix.length) !== suffix) return null;
  var label = host.slice(0, -suffix.length);
  return /^pr-[1-9][0-9]{0,8}$/.test(label) ? "/previews/" + label : null;
}

function isRecord(uri) {
  var decoded = uri;
  try {
    decoded = decodeURIComponent(uri);
    // CloudFront's runtime may not take a catch without a binding, so the unused name stays.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (undecodable) {
    // an undecodable path is left as it came; S3 finds no key for it
  }
  return decoded.indexOf("/_deploys/") === 0;
}

function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value.toLowerCase() : "";
  var folder = folderOf(host);
  if (folder === null) {
    return answer(404, "Not Found", { "content-type": { value: "text/plain; charset=utf-8" } });
  }
  var uri = request.uri;
  for (var i = 0; i < SHELLS.length; i++) {
    var rest = uri.indexOf(SHELLS[i]) === 0 ? uri.slice(SHELLS[i].length) : null;
    if (rest !== null && /^[^\/]+\/?$/.test(rest)) {
      request.uri = folder + SHELLS[i] + "_.html";
      return request;
    }
  }
  var search = query(request.querystring || {});
  if (uri.length > 1 && uri.charAt(uri.length - 1) === "/")
    return moved((uri.replace(/\/+$/, "") || "/") + search);
  if (/^\/index(\.html)?$/.test(uri)) return moved("/" + search);
  if (/\.html$/.test(uri)) return moved(uri.slice(0, -5) + search);
  // The deploy's records and stash are no page: as the bucket policy, answer them as not found.
  if (uri === "/404" || isRecord(uri)) request.uri = folder + "/404-is-not-a-page";
  else if (uri === "/") request.uri = folder + "/index.html";
  else if (uri.lastIndexOf(".") < uri.lastIndexOf("/")) request.uri = folder + uri + ".html";
  else request.uri = folder + uri;
  return request;
}
