// http_ece ships no types; the test decrypts a push with it the way a browser would (RFC 8188 aes128gcm).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** the receiving device's P-256 key pair */
    privateKey: ECDH;
    /** the subscription's auth secret, base64url or bytes */
    authSecret: string | Buffer;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
