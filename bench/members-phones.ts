import http from 'node:http';
import zlib from 'node:zlib';

export type PhoneAnswer = { status: number; answer: Record<string, unknown> };

/**
 * The members' phones of a bench: JSON requests to `address` over kept-alive connections, one connection a request in
 * flight. Made with `node:http` rather than `fetch`: on a machine of two cores the phones share the server's cores,
 * and `fetch` costs this process several times the CPU a request (see bench/RESULTS.md), taken from the server's.
 */
export function membersPhones(address: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity });
  const { hostname, port } = new URL(address);
  return (method: string, pathName: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<PhoneAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path: pathName,
          // Compressed answers accepted, as a phone's browser accepts them: the server's work is a phone's.
          headers: {
            'accept-encoding': 'gzip, deflate, br',
            ...headers,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              const bytes = Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              const text = (
                encoding === 'br'
                  ? zlib.brotliDecompressSync(bytes)
                  : encoding === 'gzip'
                    ? zlib.gunzipSync(bytes)
                    : bytes
              ).toString();
              resolve({ status: response.statusCode!, answer: JSON.parse(text) as Record<string, unknown> });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
}
