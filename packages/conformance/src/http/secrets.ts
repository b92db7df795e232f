// Credentials must never reach the terminal or a report file: every printed text passes through `redact`. Every
// credential is redacted whatever its length: a short key costs some readability, never the key.

/** A proxy sees every caller's credentials: the oldest are forgotten first (JWT-shaped ones stay masked anyway). */
const MAX_SECRETS = 1000;

export class Secrets {
  private readonly values = new Set<string>();

  add(secret: string | undefined): void {
    if (!secret || this.values.has(secret)) return;
    if (this.values.size >= MAX_SECRETS) this.values.delete(this.values.values().next().value!);
    this.values.add(secret);
  }

  redact(text: string): string {
    let result = text;
    // Longest first: a short secret inside a longer one must not leave the rest of the longer one readable.
    for (const secret of [...this.values].sort((a, b) => b.length - a.length))
      result = result.split(secret).join('«redacted»');
    // Tokens derived from a secret (tampered or re-signed JWTs) are not in the set; mask anything JWT-shaped.
    return result.replace(/\beyJ[\w-]*\.[\w-]*\.?[\w-]*/g, '«jwt»');
  }
}
