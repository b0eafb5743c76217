// The CDK app (cdk.json): one stack, MulearnSite, from the settings given with -c (lib/settings.ts),
// checked by cdk-nag's AwsSolutions rules on every synth.
import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { readSettings } from "../lib/settings.ts";
import { SiteStack } from "../lib/site-stack.ts";

const app = new App();
const settings = readSettings((key) => app.node.tryGetContext(key));
new SiteStack(app, "MulearnSite", settings, {
  description: `The µLearn Foundation site at ${settings.domain} (infra/, docs/deploy.md)`,
  // The account and region of the credentials `cdk deploy` runs with; synth needs neither.
  env:
    process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
