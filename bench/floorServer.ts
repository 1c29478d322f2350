import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The floor of the server benchmarks: a Node server on `port` that reads each request and sends
 * the same `size` bytes, nothing else (no routing, no search, no headers beyond the content type).
 * What the load generator and the loopback cost on this machine, whatever the server.
 */
export async function startFloorServer(port: number, size: number): Promise<ChildProcess> {
  const code = `
    const body = Buffer.alloc(${size}, 'a');
    require('node:http').createServer((req, res) => {
      req.on('data', () => {});
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
      });
    }).listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`floor server exited with ${exitCode}`)));
  });
  return child;
}
