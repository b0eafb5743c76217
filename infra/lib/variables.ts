/**
 * The GitHub Actions variables the stack's outputs fill in, by the environment whose workflow reads
 * them: `production` (.github/workflows/deploy.yml) and `preview` (.github/workflows/preview.yml).
 * An output's name is its variable's without the underscores (CloudFormation allows letters and
 * digits only); its description is the variable's name.
 */
export const variables = {
  DEPLOY_BUCKET: "production",
  AWS_REGION: "production",
  CLOUDFRONT_DISTRIBUTION_ID: "production",
  CLOUDFRONT_KVS_ARN: "production",
  BACKEND_ORIGIN: "production",
  AWS_DEPLOY_ROLE_ARN: "production",
  SITE_URL: "production",
  PREVIEW_BUCKET: "preview",
  PREVIEW_DOMAIN: "preview",
  STAGING_BACKEND_ORIGIN: "preview",
  AWS_PREVIEW_ROLE_ARN: "preview",
} as const;
export type Variable = keyof typeof variables;

/** The output's name CloudFormation gives a variable: DEPLOY_BUCKET → DEPLOYBUCKET. */
export const outputName = (variable: Variable) => variable.replace(/_/g, "");

/**
 * The `gh` commands that set each variable in its environment, from `cdk deploy --outputs-file`'s
 * JSON ({ "MulearnSite": { "DEPLOYBUCKET": "…" } }). AWS_REGION goes to both environments.
 */
export function githubCommands(
  outputs: Record<string, Record<string, string>>,
  repository: string,
) {
  const stack = Object.values(outputs)[0] ?? {};
  const lines: string[] = [];
  for (const [variable, environment] of Object.entries(variables) as [Variable, string][]) {
    const value = stack[outputName(variable)];
    if (value === undefined)
      throw new Error(`The outputs have no ${outputName(variable)} (${variable}).`);
    const environments = variable === "AWS_REGION" ? ["production", "preview"] : [environment];
    for (const env of environments) {
      lines.push(`gh variable set ${variable} --repo ${repository} --env ${env} --body '${value}'`);
    }
  }
  return lines;
}
