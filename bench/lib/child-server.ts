import { spawn, type ChildProcess } from 'node:child_process';

/** Runs a server script in its own process so it does not share an event loop with the load. */
export async function startChildServer(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<void>; child: ChildProcess }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(/LISTENING (\S+)/);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${buffer}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
