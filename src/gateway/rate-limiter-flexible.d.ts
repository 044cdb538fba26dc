// The gateway imports the two limiters it uses from their own files: the package's index also
// loads its cluster, database and framework adapters, which need Node-only modules and would not
// run in a browser or a worker. The classes are the index's, as its types describe them.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import type { RateLimiterMemory } from 'rate-limiter-flexible';
  const RateLimiterMemoryClass: typeof RateLimiterMemory;
  export default RateLimiterMemoryClass;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import type { RateLimiterRedis } from 'rate-limiter-flexible';
  const RateLimiterRedisClass: typeof RateLimiterRedis;
  export default RateLimiterRedisClass;
}
