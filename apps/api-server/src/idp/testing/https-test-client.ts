import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';

/**
 * A `fetch` over node:https that trusts one certificate (the server's self-signed one) without
 * touching global TLS settings. It never follows redirects, so tests can look at each hop.
 */
export function fetchTrusting(ca: string): typeof fetch {
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const method = init.method ?? 'GET';
      const outgoing = httpsRequest(
        url,
        {
          method,
          ca,
          headers: Object.fromEntries(new Headers(init.headers)),
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const item of [value ?? []].flat()) headers.append(name, item);
            }
            const status = incoming.statusCode ?? 502;
            const hasBody = method !== 'HEAD' && status !== 204 && status !== 304;
            resolve(new Response(hasBody ? Buffer.concat(chunks) : null, { status, headers }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(init.body === undefined || init.body === null ? undefined : String(init.body));
    });
}

/** A fetch that keeps cookies like a browser tab does (every cookie goes to every path). */
export function withCookieJar(send: typeof fetch): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await send(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && Date.parse(setting) <= Date.now();
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
}

/** A port nobody listens on right now, for servers that must know their URL before listening. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
