/**
 * A software authenticator for tests (issue 30 passkeys): an ES256 key pair that answers
 * registration (attestation "none") and authentication ceremonies exactly as a browser sends them
 * through @simplewebauthn/browser, so the server's verification runs on real signatures. The
 * origin, RP ID, challenge and counter can be set to craft the failure cases.
 */
const enc = new TextEncoder();

export const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (s.length % 4)) % 4)), (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
};
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

// Minimal CBOR for the fixed shapes of a COSE key and an attestation object.
const cborBytes = (b: Uint8Array) => concat(b.length < 24 ? new Uint8Array([0x40 | b.length]) : b.length < 256 ? new Uint8Array([0x58, b.length]) : new Uint8Array([0x59, b.length >> 8, b.length & 255]), b);
const cborText = (s: string) => concat(new Uint8Array([0x60 | s.length]), enc.encode(s));

/** DER form of a raw (r‖s) P-256 signature, as authenticators send it. */
function derSignature(raw: Uint8Array) {
  const int = (x: Uint8Array) => {
    let i = 0;
    while (i < x.length - 1 && x[i] === 0) i++;
    let v = x.slice(i);
    if (v[0] & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export interface CeremonyOptions {
  origin?: string;
  rpId?: string;
  /** override the challenge signed (default: the one in the options) */
  challenge?: string;
}

export class SoftAuthenticator {
  counter = 0;
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  private constructor(private readonly keys: CryptoKeyPair) {}

  static async create() {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    return new SoftAuthenticator(keys);
  }

  get id() {
    return b64url(this.credentialId);
  }

  private async authData(rpId: string, flags: number, attested?: Uint8Array) {
    return concat(await sha256(enc.encode(rpId)), new Uint8Array([flags]), u32(this.counter), attested ?? new Uint8Array());
  }

  /** The answer of `startRegistration(options)`. */
  async register(options: { challenge: string; rp: { id?: string } }, o: CeremonyOptions = {}) {
    const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
    const cose = concat(new Uint8Array([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]), cborBytes(fromB64url(jwk.x!)), new Uint8Array([0x22]), cborBytes(fromB64url(jwk.y!)));
    const attested = concat(new Uint8Array(16), new Uint8Array([0, this.credentialId.length]), this.credentialId, cose);
    const authData = await this.authData(o.rpId ?? options.rp.id ?? "localhost", 0x45, attested);
    const attestationObject = concat(new Uint8Array([0xa3]), cborText("fmt"), cborText("none"), cborText("attStmt"), new Uint8Array([0xa0]), cborText("authData"), cborBytes(authData));
    const clientData = enc.encode(JSON.stringify({ type: "webauthn.create", challenge: o.challenge ?? options.challenge, origin: o.origin ?? "http://localhost", crossOrigin: false }));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer of `startAuthentication(options)`; the counter grows by one first. */
  async authenticate(options: { challenge: string; rpId?: string }, o: CeremonyOptions & { credentialId?: string; keepCounter?: boolean } = {}) {
    if (!o.keepCounter) this.counter += 1;
    const authData = await this.authData(o.rpId ?? options.rpId ?? "localhost", 0x05);
    const clientData = enc.encode(JSON.stringify({ type: "webauthn.get", challenge: o.challenge ?? options.challenge, origin: o.origin ?? "http://localhost", crossOrigin: false }));
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed as Uint8Array<ArrayBuffer>));
    return {
      id: o.credentialId ?? this.id,
      rawId: o.credentialId ?? this.id,
      type: "public-key",
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(derSignature(raw)) },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
