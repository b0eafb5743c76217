// placeholder; replaced by the deploy branch (the constant viewer-response function that reads
// each page's policy from its S3 object's metadata). The stack (infra/) reads this path.
function handler(event) {
  return event.response;
}
