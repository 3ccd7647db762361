// A JSON client for a bench's server: https to 127.0.0.1 trusting the server's own certificate
// (`{dataDir}/tls/localhost-cert.pem`), keep-alive, no socket limit.
import { Agent, request } from 'node:https';

export function apiClient(port, ca) {
  const agent = new Agent({ ca, keepAlive: true, maxSockets: Infinity });
  /** `body` is sent as JSON; `raw` ({ contentType, body }) as it is (a multipart form). */
  const call = (method, url, { token, body, raw } = {}) =>
    new Promise((resolve, reject) => {
      const payload = raw ? raw.body : body === undefined ? undefined : JSON.stringify(body);
      const contentType = raw ? raw.contentType : 'application/json';
      const req = request(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port,
          method,
          path: url,
          agent,
          headers: {
            ...(payload ? { 'content-type': contentType } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        resolve,
      );
      req.on('error', reject);
      req.end(payload);
    });
  const json = async (method, url, init) => {
    const response = await call(method, url, init);
    let text = '';
    for await (const chunk of response) text += chunk;
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${text}`);
    return JSON.parse(text);
  };
  return { agent, call, json };
}
