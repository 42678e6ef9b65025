/**
 * @simplewebauthn/browser for the passkey ceremonies (passkeys.tsx imports this lazily when one
 * starts). A `.client` module: Remix's server build has it empty, so the browser library is not in
 * the Worker (decision 281); only click handlers in the browser call it.
 */
export { startAuthentication, startRegistration } from "@simplewebauthn/browser";
