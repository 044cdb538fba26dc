/**
 * Records the commands gateway instances send to Redis while `counting` is on, to count what a
 * request costs the store. Each instance's look at the store's epoch (every 500 ms, epochs.ts) is
 * not the request's and is left out.
 */
import type { Redis } from 'ioredis';

export function commandRecorder() {
  const commands: string[] = [];
  const recorder = {
    commands,
    counting: false,
    /** The client, its commands recorded from now on. */
    record(client: Redis): Redis {
      const send = client.sendCommand.bind(client);
      client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
        const epochWatch = String(args[0].args[0]).endsWith(':record:epoch');
        if (recorder.counting && !epochWatch) commands.push(args[0].name);
        return send(...args);
      }) as Redis['sendCommand'];
      return client;
    },
  };
  return recorder;
}
