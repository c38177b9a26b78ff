/**
 * Discord's request signature (https://discord.com/developers/docs/interactions/overview#setting-up-an-endpoint-validating-security-request-headers):
 * Ed25519 over `X-Signature-Timestamp + raw body`, hex signature in `X-Signature-Ed25519`, verified with the
 * application's public key (hex, 32 bytes) through node:crypto.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410): the 32 raw key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function isPublicKeyHex(hex: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(hex);
}

export function discordPublicKey(hex: string): KeyObject {
  if (!isPublicKeyHex(hex)) throw new Error('DISCORD_PUBLIC_KEY must be 64 hexadecimal characters (the application\'s Ed25519 public key)');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
}

/** True when `signatureHex` signs `timestamp + body` under `key`; false for any malformed input. */
export function verifyDiscordSignature(key: KeyObject, signatureHex: unknown, timestamp: unknown, body: string | Buffer): boolean {
  if (typeof signatureHex !== 'string' || !/^[0-9a-fA-F]{128}$/.test(signatureHex)) return false;
  if (typeof timestamp !== 'string' || timestamp.length === 0 || timestamp.length > 32) return false;
  try {
    return verify(null, Buffer.concat([Buffer.from(timestamp, 'utf8'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')]), key, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}
