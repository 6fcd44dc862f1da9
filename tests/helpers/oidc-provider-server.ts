/**
 * The e2e tests' OpenID provider as a process of its own (Playwright's first webServer,
 * tests/helpers/e2e-env.ts): on E2E_OIDC_PORT, allowing the e2e site's callback only.
 */
import { e2eBaseUrl, e2eOidcPort } from "./e2e-env";
import { startOidcProvider } from "./oidc-provider";

const provider = await startOidcProvider({
  port: e2eOidcPort,
  redirectUris: [`${e2eBaseUrl}/api/auth/callback/oidc`],
});
process.stdout.write(`OpenID provider for the e2e site at ${provider.issuer}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
