// The viewer-response CloudFront Function (runtime cloudfront-js-2.0) of the site's default cache
// behaviour and of the preview distribution: the same code for every build, so the infrastructure
// stack (infra/) creates it from this file and no deploy changes it (docs/deploy.md).
// Each object carries its own headers as S3 user metadata, written by `npm run deploy`
// (ops/deploy/export.ts): `x-amz-meta-csp`, the page's Content-Security-Policy (its own inline
// scripts' hashes and origins; the search worker's allows WebAssembly); `x-amz-meta-framed`, on the
// pages the learning app may frame (no X-Frame-Options); `x-amz-meta-robots`, on previews
// (X-Robots-Tag: noindex). An object without a policy (a picture, a script, a file put by hand)
// keeps the response headers policy's. No x-amz-meta- header reaches the visitor. CloudFront runs
// no function on error responses: the 404 gets the response headers policy's headers.
function handler(event) {
  var response = event.response;
  var headers = response.headers;
  var policy = headers["x-amz-meta-csp"];
  var robots = headers["x-amz-meta-robots"];
  if (policy) headers["content-security-policy"] = { value: policy.value };
  if (headers["x-amz-meta-framed"]) delete headers["x-frame-options"];
  else headers["x-frame-options"] = { value: "DENY" };
  if (robots) headers["x-robots-tag"] = { value: robots.value };
  for (var name in headers) {
    if (name.indexOf("x-amz-meta-") === 0) delete headers[name];
  }
  return response;
}
