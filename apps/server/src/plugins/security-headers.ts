import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: false,
};

/** The headers helmet sets with these options, worked out once: they are the same for every answer. */
function securityHeadersOf(helmetOptions: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST Security Cheat Sheet, "Security headers"): it is never a page, so it loads
 * nothing, is framed by no one, is not sniffed into something else, and is not read across origins. Five headers
 * instead of the page's eleven: on a live board's thousands of answers a second, each header is work (decision 0070).
 */
const apiHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * What the build's scripts and styles need: a policy, framing and referrer rules act only on a document, and a browser
 * never makes a document of a script or a style sheet it is sent as one; not sniffing them, and not lending them to
 * other origins, stay. The dashboard loads some ninety scripts: the page's eleven headers on each were 55 KB a phone
 * downloaded for nothing (decision 0124).
 */
const scriptHeaders: Record<string, string> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};
const builtScriptOrStyle = /^\/assets\/[^?]*\.(js|css)(\?|$)/;

/**
 * Security headers on every answer: helmet's for the web app's pages (a content security policy, nosniff, no
 * framing...), computed once rather than by helmet on each request, which parsed the policy again every time; the API's
 * own set for /api/, whose documentation pages replace the policy with their own (plugins/openapi.ts); two for the
 * build's scripts and styles.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const pageHeaders = securityHeadersOf(options);
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    if (url.startsWith('/api/') && !url.startsWith('/api/docs')) reply.headers(apiHeaders);
    else if (builtScriptOrStyle.test(url)) reply.headers(scriptHeaders);
    else reply.headers(pageHeaders);
    done();
  });
}
