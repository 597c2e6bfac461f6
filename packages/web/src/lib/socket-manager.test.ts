import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { ChannelManager } from './socket-manager.ts';

// A real peer: an HTTP server that accepts each WebSocket (101, RFC 6455's accept key) and closes
// it at once, before the Socket.IO handshake, as a restarting server or a proxy may.
let server: Server | undefined;
let manager: ChannelManager | undefined;

afterEach(() => {
  manager?.socket('/').disconnect();
  server?.close();
});

function acceptThenClose(attempts: number[]): Promise<number> {
  server = createServer();
  server.on('upgrade', (request, socket) => {
    attempts.push(Date.now());
    // The client resets a connection closed under it: expected here, not a fault of the test.
    socket.on('error', () => undefined);
    const accept = createHash('sha1')
      .update(`${String(request.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.end(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
  });
  return new Promise((resolve) => {
    server!.listen(0, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port));
  });
}

it('tries again within seconds when a connection closes before its handshake', async () => {
  const attempts: number[] = [];
  const port = await acceptThenClose(attempts);
  const errors: string[] = [];
  manager = new ChannelManager(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnectionDelay: 500,
    randomizationFactor: 0,
  });
  manager.socket('/').on('connect_error', (error) => errors.push(error.message));
  // The stock Manager waits out its 20 s connect timeout before a second attempt.
  await expect.poll(() => attempts.length, { timeout: 5_000, interval: 50 }).toBeGreaterThan(1);
  expect(attempts[1]! - attempts[0]!).toBeLessThan(2_000);
  expect(errors[0]).toMatch(/closed before the handshake/);
}, 10_000);
