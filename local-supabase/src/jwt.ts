import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

const SKEW_SECONDS = 30;

export type VerifyFailure =
  | { kind: 'malformed'; message: string }
  | { kind: 'signature'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'not-yet-valid'; message: string }
  | { kind: 'issued-in-future'; message: string };

export type VerifyResult = { ok: true; claims: JWTPayload } | { ok: false; failure: VerifyFailure };

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(secret));
}

/**
 * Tokens whose signature was verified, by secret and token, so that a session's every request does
 * not pay the HMAC again (PostgREST keeps a JWT cache too). Only valid signatures enter; the time
 * claims are checked again on every use. The oldest entry leaves when the cache is full.
 */
const VERIFIED_CACHE_SIZE = 1000;
const verified = new Map<string, JWTPayload>();

/** The time checks of jwtVerify (with the skew) and the issued-in-future check, at `now`. */
function timeFailure(payload: JWTPayload, now: number): VerifyFailure | null {
  if (typeof payload.exp === 'number' && payload.exp <= now - SKEW_SECONDS) {
    return { kind: 'expired', message: 'JWT expired' };
  }
  if (typeof payload.nbf === 'number' && payload.nbf > now + SKEW_SECONDS) {
    return { kind: 'not-yet-valid', message: 'JWT not yet valid' };
  }
  if (typeof payload.iat === 'number' && payload.iat > now + SKEW_SECONDS) {
    return { kind: 'issued-in-future', message: 'JWT issued at future' };
  }
  return null;
}

/** HS256 with `exp`/`nbf`/`iat` checked with PostgREST's ±30 s skew; no audience check. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  const key = `${secret}\u0000${token}`;
  const cached = verified.get(key);
  if (cached) {
    const failure = timeFailure(cached, Math.floor(Date.now() / 1000));
    return failure ? { ok: false, failure } : { ok: true, claims: cached };
  }
  const result = await verifySignature(token, secret);
  if (result.ok) {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(key, result.claims);
  }
  return result;
}

async function verifySignature(token: string, secret: string): Promise<VerifyResult> {
  const parts = token.split('.').length;
  if (parts !== 3) {
    return {
      ok: false,
      failure: { kind: 'malformed', message: `Expected 3 parts in JWT; got ${parts}` },
    };
  }
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      clockTolerance: SKEW_SECONDS,
    });
    // jose checked exp and nbf; the issued-in-future check is ours (the cache's time checks).
    const failure = timeFailure(payload, Math.floor(Date.now() / 1000));
    if (failure) return { ok: false, failure };
    return { ok: true, claims: Object.freeze(payload) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { ok: false, failure: { kind: 'expired', message: 'JWT expired' } };
    }
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
      return { ok: false, failure: { kind: 'not-yet-valid', message: 'JWT not yet valid' } };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return {
        ok: false,
        failure: { kind: 'signature', message: 'JWT cryptographic operation failed' },
      };
    }
    return {
      ok: false,
      failure: { kind: 'malformed', message: 'JWT cryptographic operation failed' },
    };
  }
}
