/** The site's client at the test OpenID provider (oidc-provider.ts): its id and secret. */
export const TEST_CLIENT_ID = "groupe-site";
export const TEST_CLIENT_SECRET = "test-client-secret-not-for-production";
