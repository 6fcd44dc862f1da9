import type { GenericEndpointContext } from "@better-auth/core";
import { resolveSigningKey, type ResolvedSigningKey } from "better-auth/plugins";
import type { Env } from "~/lib/env.server";
import { jwtOptions, type Auth } from "./auth.server";

/**
 * The site's current signing key: the JWT plugin's, whose public half is published at
 * /.well-known/jwks.json, so anyone can check what the site signed without asking it.
 * The plugin creates the key on first use and keeps its private half encrypted with the
 * auth secret; this only reads it through the plugin.
 */
export async function siteSigningKey(auth: Auth, env: Pick<Env, "SITE_URL">): Promise<ResolvedSigningKey> {
  // resolveSigningKey reads only the auth context of the endpoint context it is given
  // (its adapter and secret); outside a request that context is the whole of it.
  const endpoint = { context: await auth.$context } as unknown as GenericEndpointContext;
  const key = await resolveSigningKey(endpoint, jwtOptions(env));
  if (!key) throw new Error("the JWT plugin delegates signing: no key to sign with");
  return key;
}
