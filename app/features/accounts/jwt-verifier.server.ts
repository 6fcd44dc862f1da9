import {
  decodeProtectedHeader,
  errors,
  importJWK,
  jwtVerify,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
} from "jose";
import type { AppContext } from "~/lib/app-context";
import type { Auth } from "./auth.server";

/** The verifier's refusals: the product's three texts (section 8), and the claims it checks. */
export const JWT_ERRORS = {
  emptyKeySet: "JWKS is empty",
  noMatchingKey: "No matching signing key found in JWKS",
  badSignature: "Invalid JWT signature",
  expired: "JWT expired",
  notYetValid: "JWT not yet valid",
  audience: "Invalid JWT audience",
  issuer: "Invalid JWT issuer",
  malformed: "Invalid JWT",
} as const;
export type JwtErrorMessage = (typeof JWT_ERRORS)[keyof typeof JWT_ERRORS];

export class JwtVerificationError extends Error {
  constructor(message: JwtErrorMessage) {
    super(message);
    this.name = "JwtVerificationError";
  }
}

/** What a verified token says: at least who it is for. */
export type VerifiedClaims = JWTPayload & { sub: string };

export interface JwtVerifierOptions {
  /** The current key set (better-auth's, from the database: no HTTP call to ourselves). */
  loadKeySet: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
  /** How long a fetched key set is used before it is read again. */
  cacheSeconds?: number;
  /** An unknown kid reads the key set again (a key rotated in), at most this often. */
  refetchCooldownSeconds?: number;
  /** Milliseconds since the epoch; tests drive it. */
  now?: () => number;
}

/** Signature algorithms a key of ours may use; `none` and HMAC (a shared secret) are not among them. */
const ASYMMETRIC_ALGORITHMS = new Set([
  "EdDSA",
  "ES256",
  "ES384",
  "ES512",
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
]);

interface CachedKeys {
  fetchedAt: number;
  keys: JWK[];
  imported: Map<string, Promise<CryptoKey | Uint8Array>>;
}

/**
 * Verifies the JWTs better-auth's jwt plugin issues (GET /api/auth/token), for clients that
 * call our API with `Authorization: Bearer`. The key set is cached briefly and looked up by
 * `kid`; the algorithm comes from our key, never from the token's header.
 */
export function createJwtVerifier({
  loadKeySet,
  issuer,
  audience,
  cacheSeconds = 60,
  refetchCooldownSeconds = 10,
  now = Date.now,
}: JwtVerifierOptions) {
  let cache: CachedKeys | null = null;
  let loading: Promise<CachedKeys> | null = null;

  function refresh(): Promise<CachedKeys> {
    loading ??= loadKeySet()
      .then((set) => {
        cache = { fetchedAt: now(), keys: Array.isArray(set?.keys) ? set.keys : [], imported: new Map() };
        return cache;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function keysFor(kid: string | undefined): Promise<{ cached: CachedKeys; key: JWK | undefined }> {
    let cached = cache && now() - cache.fetchedAt < cacheSeconds * 1000 ? cache : await refresh();
    let key = kid === undefined ? undefined : cached.keys.find((candidate) => candidate.kid === kid);
    if (!key && kid !== undefined && now() - cached.fetchedAt >= refetchCooldownSeconds * 1000) {
      cached = await refresh();
      key = cached.keys.find((candidate) => candidate.kid === kid);
    }
    return { cached, key };
  }

  return async function verify(token: string): Promise<VerifiedClaims> {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      if (token.split(".").length !== 3) throw new Error("not a JWS in compact form");
      header = decodeProtectedHeader(token);
    } catch {
      throw new JwtVerificationError(JWT_ERRORS.malformed);
    }
    // An unsigned token (alg "none") or a shared-secret one has no signature we could trust.
    if (typeof header.alg !== "string" || !ASYMMETRIC_ALGORITHMS.has(header.alg)) {
      throw new JwtVerificationError(JWT_ERRORS.badSignature);
    }
    const { cached, key } = await keysFor(typeof header.kid === "string" ? header.kid : undefined);
    if (cached.keys.length === 0) throw new JwtVerificationError(JWT_ERRORS.emptyKeySet);
    if (!key?.kid) throw new JwtVerificationError(JWT_ERRORS.noMatchingKey);
    if (key.alg !== header.alg) throw new JwtVerificationError(JWT_ERRORS.badSignature);

    let imported = cached.imported.get(key.kid);
    if (!imported) {
      imported = importJWK(key, key.alg);
      cached.imported.set(key.kid, imported);
    }
    try {
      const { payload } = await jwtVerify(token, await imported, {
        issuer,
        audience,
        algorithms: [key.alg],
        requiredClaims: ["sub", "exp"],
        currentDate: new Date(now()),
      });
      if (typeof payload.sub !== "string" || payload.sub === "")
        throw new JwtVerificationError(JWT_ERRORS.malformed);
      return payload as VerifiedClaims;
    } catch (error) {
      throw new JwtVerificationError(refusalFor(error));
    }
  };
}

function refusalFor(error: unknown): JwtErrorMessage {
  if (error instanceof JwtVerificationError) return error.message as JwtErrorMessage;
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed) {
    return JWT_ERRORS.badSignature;
  }
  if (error instanceof errors.JWTExpired) return JWT_ERRORS.expired;
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return JWT_ERRORS.audience;
    if (error.claim === "iss") return JWT_ERRORS.issuer;
    if (error.claim === "nbf" || error.claim === "iat") return JWT_ERRORS.notYetValid;
  }
  return JWT_ERRORS.malformed;
}

export type JwtVerifier = ReturnType<typeof createJwtVerifier>;

// One verifier (and one key cache) per better-auth instance, that is per process.
const verifiers = new WeakMap<Auth, JwtVerifier>();

/** The verifier for tokens this site issued: its issuer and audience are SITE_URL. */
export function siteJwtVerifier(context: Pick<AppContext, "auth" | "env">): JwtVerifier {
  let verifier = verifiers.get(context.auth);
  if (!verifier) {
    const { auth } = context;
    verifier = createJwtVerifier({
      loadKeySet: async () => (await auth.api.getJwks()) as JSONWebKeySet,
      issuer: context.env.SITE_URL,
      audience: context.env.SITE_URL,
    });
    verifiers.set(auth, verifier);
  }
  return verifier;
}
