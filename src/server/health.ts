import { Hono } from 'hono'

export const HEALTH_PATH = '/api/health'

/** What the instance knows of its Redis: `none` when it runs on in-memory stores. */
export type RedisHealth = 'none' | 'ready' | 'down'

/**
 * The load balancer's health check: 200 while the process serves requests, whatever Redis
 * does. Redis is shared by every instance, so an outage of it is no reason to take one
 * instance out (that would take them all out, static files too); its state is in the body
 * for whoever watches.
 */
export function createHealthApp(redis: () => RedisHealth): Hono {
  const app = new Hono()
  app.get(HEALTH_PATH, (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'ok', redis: redis() })
  })
  return app
}
