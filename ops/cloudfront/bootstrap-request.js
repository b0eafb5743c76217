// The viewer-request function's first code (infra/ creates the function with it; docs/deploy.md,
// "One-time setup"). The first `npm run deploy` replaces it with the build's own
// hosting/cloudfront-request.js (redirects from the KeyValueStore, hand-off shells, clean-URL
// redirects), and every deploy after keeps it in step. CloudFormation writes this code again only
// when the stack's template changes, so a later `cdk deploy` that changes the function's code
// must be followed by `npm run deploy`. Until then it serves clean URLs: / -> /index.html,
// /team -> /team.html.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === "/") request.uri = "/index.html";
  else if (uri.lastIndexOf(".") < uri.lastIndexOf("/")) request.uri = uri + ".html";
  return request;
}
