import { ValidationError } from '../errors/validation-error.js';

/**
 * The authorization code exactly as eBay issued it (`v^1.1#i^1#…`), decoded exactly once.
 * Accepts the code as copied from the redirect URL (`v%5E1.1%23…`), already decoded, or the whole redirect URL.
 * eBay's raw codes never contain `%`, so a `%XX` sequence reliably means "still URL-encoded"; decoding a
 * second time (or form-encoding an encoded code) is what gives other clients `invalid_grant`.
 */
export function decodeAuthorizationCode(input: string): string {
  if (typeof input !== 'string' || input.trim() === '') {
    throw new ValidationError('getToken needs the authorization code (or the redirect URL that carries it).', {
      parameter: 'code',
    });
  }
  const trimmed = input.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    const params = new URL(trimmed).searchParams;
    const error = params.get('error');
    if (error) {
      throw new ValidationError(
        `The redirect URL carries no code: eBay answered "${error}" (the user declined or consent failed).`,
        {
          parameter: 'code',
        },
      );
    }
    const code = params.get('code');
    if (!code) throw new ValidationError('The redirect URL has no "code" parameter.', { parameter: 'code' });
    return code; // URLSearchParams has already decoded it once.
  }
  if (/%[0-9A-Fa-f]{2}/.test(trimmed)) {
    try {
      return decodeURIComponent(trimmed);
    } catch {
      throw new ValidationError(
        'The authorization code has a broken %-escape; paste it exactly as it appears in the redirect URL.',
        {
          parameter: 'code',
        },
      );
    }
  }
  return trimmed;
}
