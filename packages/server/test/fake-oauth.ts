import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the tests' fake providers share (fake-procore.ts, fake-autodesk.ts): JSON answers, the
 * request's body, and an OAuth 2.0 authorization-code flow with PKCE — the authorize address
 * redirecting back with a single-use code, and the code checked against its challenge and
 * redirect address at the token endpoint.
 */
export const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });

export function authorizationCodes(clientId: string) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  return {
    /** GET …/authorize: back to the redirect address with a code and the state. */
    authorize(query: URLSearchParams, res: ServerResponse) {
      if (query.get('client_id') !== clientId || query.get('code_challenge_method') !== 'S256') {
        return send(res, 400, { error: 'invalid_request' });
      }
      const code = `code_${randomBytes(8).toString('hex')}`;
      codes.set(code, {
        challenge: query.get('code_challenge') ?? '',
        redirectUri: query.get('redirect_uri') ?? '',
      });
      const back = new URL(query.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
    },
    /** The token endpoint's authorization_code grant: the code once, with its verifier. */
    redeem(form: URLSearchParams): boolean {
      const found = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      return (
        found !== undefined &&
        found.challenge === challenge &&
        found.redirectUri === form.get('redirect_uri')
      );
    },
  };
}
