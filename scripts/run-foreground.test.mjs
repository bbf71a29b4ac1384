import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const runForegroundUrl = new URL('./run-foreground.mjs', import.meta.url).href;

/** A stand-in for the server: listens on a port and, like server.ts, closes it on SIGTERM before exiting. */
const serverSource = `
const server = require('node:net').createServer().listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
process.on('SIGTERM', () => setTimeout(() => server.close(() => process.exit(0)), 200));
`;

/** Like `npm start`: a parent that runs the server in the foreground through runForeground. */
const parentSource = `
import { runForeground } from ${JSON.stringify(runForegroundUrl)};
runForeground(process.execPath, ['-e', ${JSON.stringify(serverSource)}]);
`;

const canConnect = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.destroy() && true));
    socket.on('error', () => resolve(false));
  });

describe('runForeground', () => {
  it('passes SIGTERM to the server and ends only once the server has freed its port', async () => {
    const parent = spawn(process.execPath, ['--input-type=module', '-e', parentSource], {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
    });
    const port = await new Promise((resolve, reject) => {
      parent.stdout.on('data', (chunk) => {
        const match = /port (\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
      });
      parent.on('exit', () => reject(new Error('the parent ended before the server listened')));
    });
    expect(await canConnect(port)).toBe(true);

    const exited = new Promise((resolve) => parent.on('exit', (code, signal) => resolve({ code, signal })));
    parent.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await canConnect(port)).toBe(false);
  });
});
