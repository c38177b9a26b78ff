/**
 * STATE_KEYS: the keyring that seals match states, "kid:base64key,kid2:base64key" (newest first).
 * The first key seals new states; every key opens states (rotation: put the new key first and keep
 * the old ones while their states may still come back). A key is 32 bytes in base64 or base64url
 * (e.g. `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`).
 * Problems never echo key material.
 */
export interface StateKey {
  kid: string;
  /** base64url of the 32 key bytes. */
  key: string;
}

const KID_RE = /^[A-Za-z0-9._-]{1,64}$/;
const B64_RE = /^[A-Za-z0-9+/_-]+={0,2}$/;

export function parseStateKeys(raw: string): { keys: StateKey[]; problems: string[] } {
  const keys: StateKey[] = [];
  const problems: string[] = [];
  const entries = raw.split(',').map((e) => e.trim());
  entries.forEach((entry, i) => {
    const where = `STATE_KEYS entry ${i + 1}`;
    if (entry === '') {
      problems.push(`${where} is empty (format: "kid:base64key,kid2:base64key", newest first)`);
      return;
    }
    const colon = entry.indexOf(':');
    if (colon <= 0) {
      problems.push(`${where} must be "kid:base64key" (no key id found)`);
      return;
    }
    const kid = entry.slice(0, colon);
    const material = entry.slice(colon + 1);
    if (!KID_RE.test(kid)) {
      problems.push(`${where}: key id must be 1-64 characters of A-Z a-z 0-9 . _ -`);
      return;
    }
    if (keys.some((k) => k.kid === kid)) {
      problems.push(`${where}: key id "${kid}" appears twice`);
      return;
    }
    if (!B64_RE.test(material)) {
      problems.push(`${where} (key "${kid}"): the key is not base64 / base64url`);
      return;
    }
    const bytes = Buffer.from(material.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length !== 32) {
      problems.push(`${where} (key "${kid}"): the key must be 32 bytes, got ${bytes.length}`);
      return;
    }
    keys.push({ kid, key: bytes.toString('base64url') });
  });
  return { keys, problems };
}
