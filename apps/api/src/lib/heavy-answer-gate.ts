import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Route hooks that let at most `max` answers of one kind be built and written at a time; the rest
 * wait, off the event loop, for a turn. A megabyte tracker list is ~50 ms of reading, sorting and
 * writing on the event loop: eight of them at once left every other request (health checks
 * included) queued behind all eight for over a second. One at a time, others wait behind one.
 */
export function heavyAnswerGate(max: number): Pick<RouteOptions, 'preHandler' | 'onResponse'> & {
  onRequestAbort: RouteOptions['onRequestAbort'];
} {
  let running = 0;
  const waiting: Array<() => void> = [];
  const held = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (!held.delete(request)) return;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    preHandler: async (request: FastifyRequest, _reply: FastifyReply) => {
      if (running < max) running++;
      // The turn passes straight from the one finishing to the one waiting, so `running` stays.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      held.add(request);
    },
    // After the body is written, or when the client leaves first: the turn always comes back.
    onResponse: release,
    onRequestAbort: release,
  };
}
