// Runs the long-lived server as a child and stands in for it: the signals `npm start` receives (SIGTERM from a
// process manager, SIGINT from Ctrl-C) reach the server, and this process ends only once the server has. A
// synchronous spawn would leave the server running, holding its port, when this process is told to stop.
import { spawn } from 'node:child_process';

const forwardedSignals = ['SIGTERM', 'SIGINT', 'SIGHUP'];

export function runForeground(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => child.kill(signal);
  for (const signal of forwardedSignals) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    for (const name of forwardedSignals) process.off(name, forward);
    // A server stopped by a signal it did not handle ends this process the same way.
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  return child;
}
