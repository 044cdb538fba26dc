/**
 * The waiting room's operations as Lua scripts: each runs atomically in Redis, so every gateway
 * instance sees one line in one order. They follow memory-rooms.ts rule for rule.
 *
 * KEYS (one room, all under one hash tag so a cluster keeps them on one node):
 *   1 meta (hash: seq, admitted, tokens, refill, closed)   2 line (zset: score)
 *   3 admitted (zset: pass expiry)   4 inside (zset: end of activity)   5 seen (hash: last poll)
 *   6 groups (hash: group → member)  7 owners (hash: member → group)   8 grants (hash: member → n)
 *   9 log (zset: admission batches, scored by time)  10 counts (hash: batch → buyers admitted)
 *  11 holders (set: inside members who hold tickets); meta also counts ticketsHeld and buyersHeld
 *  12 recent (zset: the last minute's holds, scored by the hold's end; kept after a finish)
 *  meta's `left` counts the buyers who ever left the line (admitted, skipped or gone): while a
 *  buyer waits after the opening, their rank plus it grows only when someone behind them leaves
 *  (see local-line.ts)
 * ARGV[1] member, ARGV[2] now; then the room's settings: 3 opensAt ('' = none), 4 maxActive,
 * 5 admitPerMinute ('' = none), 6 passMs, 7 activeMs, 8 abandonMs; then each script's own.
 * Numbers go through Lua's doubles: epoch milliseconds (13 digits) stay exact.
 */
import { BURST_SECONDS, RATE_WINDOW_MS, RECENT_HOLDS_MS, ROOM_TTL_MS, SPOKEN_AFTER_MS } from './types.js';

const PRELUDE = `
local meta, line, admitted, inside, seen = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local groups, owners, grants, log, counts = KEYS[6], KEYS[7], KEYS[8], KEYS[9], KEYS[10]
local holders, recent = KEYS[11], KEYS[12]
local member, now = ARGV[1], tonumber(ARGV[2])
local opensAt, maxActive = tonumber(ARGV[3]), tonumber(ARGV[4])
local perMinute, passMs = tonumber(ARGV[5]), tonumber(ARGV[6])
local activeMs, abandonMs = tonumber(ARGV[7]), tonumber(ARGV[8])
local opened = opensAt == nil or now >= opensAt
-- Set by a join: the poll that answers it counts against no budget (the join did).
local joining = false

-- Counts a request against the address group's and the member's budgets (fixed windows that
-- start with a key's first request, as the gateway's other rate limits; nil points: not counted);
-- answers the refusal past either, nil within both.
local function overBudget(addressKey, sessionKey, perAddress, perSession, windowMs)
  local function spent(key, points)
    if points == nil then return 0 end
    local used = redis.call('INCR', key)
    local left = redis.call('PTTL', key)
    if left < 0 then
      redis.call('PEXPIRE', key, windowMs)
      left = windowMs
    end
    if used > points then return left end
    return 0
  end
  local byAddress = spent(addressKey, perAddress)
  local bySession = spent(sessionKey, perSession)
  if byAddress > 0 then return {'over-budget', 'address', byAddress} end
  if bySession > 0 then return {'over-budget', 'session', bySession} end
  return nil
end

local function forget(who)
  local group = redis.call('HGET', owners, who)
  if group and redis.call('HGET', groups, group) == who then redis.call('HDEL', groups, group) end
  redis.call('HDEL', owners, who)
  redis.call('HDEL', grants, who)
  redis.call('HDEL', seen, who)
  redis.call('SREM', holders, who)
end

local function purge()
  for _, set in ipairs({admitted, inside}) do
    for _, who in ipairs(redis.call('ZRANGEBYSCORE', set, '-inf', now)) do
      redis.call('ZREM', set, who)
      forget(who)
    end
  end
end

local function present(who)
  return redis.call('ZSCORE', line, who) or redis.call('ZSCORE', admitted, who)
    or redis.call('ZSCORE', inside, who)
end

local function activeCount()
  return redis.call('ZCARD', admitted) + redis.call('ZCARD', inside)
end

local function tokensNow()
  if perMinute == nil then return math.huge end
  local burst = math.max(1, perMinute * ${BURST_SECONDS} / 60)
  local tokens = tonumber(redis.call('HGET', meta, 'tokens') or burst)
  local since = tonumber(redis.call('HGET', meta, 'refill') or now)
  return math.min(burst, tokens + (now - since) * perMinute / 60000)
end

local function spend(tokens, used)
  if perMinute == nil then return end
  redis.call('HSET', meta, 'tokens', tokens - used, 'refill', now)
end

local function logAdmissions(count, total)
  redis.call('ZADD', log, now, now .. ':' .. total)
  redis.call('HSET', counts, now .. ':' .. total, count)
  for _, old in ipairs(redis.call('ZRANGEBYSCORE', log, '-inf', now - ${RATE_WINDOW_MS})) do
    redis.call('HDEL', counts, old)
  end
  redis.call('ZREMRANGEBYSCORE', log, '-inf', now - ${RATE_WINDOW_MS})
end

local function admit(limit)
  if not opened or redis.call('HGET', meta, 'closed') then return end
  local tokens = tokensNow()
  local places = math.min(maxActive - activeCount(), math.floor(tokens), limit)
  local count, total, popped = 0, 0, 0
  while places > 0 do
    local head = redis.call('ZPOPMIN', line)
    if #head == 0 then break end
    popped = popped + 1
    local who = head[1]
    local last = tonumber(redis.call('HGET', seen, who) or '0')
    if last <= now - abandonMs then
      forget(who)
    else
      redis.call('HDEL', seen, who)
      total = redis.call('HINCRBY', meta, 'admitted', 1)
      redis.call('ZADD', admitted, now + passMs, who)
      redis.call('HSET', grants, who, total)
      count = count + 1
      places = places - 1
    end
  end
  if popped > 0 then redis.call('HINCRBY', meta, 'left', popped) end
  if count > 0 then logAdmissions(count, total) end
  spend(tokens, count)
end

local function keep()
  for i = 1, 12 do redis.call('PEXPIRE', KEYS[i], ${ROOM_TTL_MS}) end
end

local function closeRoom()
  redis.call('HSET', meta, 'closed', '1')
  redis.call('DEL', line, seen)
end
`;

/** ARGV[9] group ('' = none), ARGV[10] draw. Answers the join outcome. */
const JOIN_STEPS = `
purge()
if redis.call('HGET', meta, 'closed') then keep() return 'closed' end
if present(member) then keep() return 'present' end
local group = ARGV[9]
if group ~= '' then
  local holder = redis.call('HGET', groups, group)
  if holder and holder ~= member and present(holder) then keep() return 'taken' end
  redis.call('HSET', groups, group, member)
  redis.call('HSET', owners, member, group)
end
local score = ARGV[10]
if opened then score = 1 + redis.call('HINCRBY', meta, 'seq', 1) end
redis.call('ZADD', line, score, member)
redis.call('HSET', seen, member, now)
keep()
return 'queued'
`;
export const JOIN = `${PRELUDE}${JOIN_STEPS}`;

/**
 * What a poll and a sync (below) both do first: purge lapsed places, read the supply (ARGV[9]
 * available, '' = unknown; ARGV[10] held; ARGV[11] holds after, '' = none), close the room when
 * nothing is left to hold, and admit whom the room can. Sets `allHeld`.
 */
const REFRESH_STEPS = `
purge()
local allHeld, limit = 0, math.huge
local available, held = tonumber(ARGV[9]), tonumber(ARGV[10])
if available ~= nil and not redis.call('HGET', meta, 'closed') then
  if available <= 0 and held <= 0 then
    closeRoom()
  elseif available <= 0 then
    allHeld, limit = 1, 0
  else
    local starting = redis.call('ZCARD', admitted) + redis.call('ZCOUNT', inside, '(' .. now, now + activeMs)
    local holdsAfter, recentHolds = tonumber(ARGV[11]), 0
    if holdsAfter ~= nil then recentHolds = redis.call('ZCOUNT', recent, '(' .. holdsAfter, '+inf') end
    local perBuyer, buyers = 1, tonumber(redis.call('HGET', meta, 'buyersHeld') or '0')
    if buyers > 0 then perBuyer = math.max(1, tonumber(redis.call('HGET', meta, 'ticketsHeld')) / buyers) end
    local served = math.ceil(available / perBuyer)
    limit = math.max(0, served - starting - recentHolds)
    -- Every free place is spoken for by buyers let in a while ago who still hold nothing:
    -- held, as far as the line can tell (those let in just now are about to take theirs).
    local idle = redis.call('ZCOUNT', inside, '(' .. now, now + activeMs - ${SPOKEN_AFTER_MS})
    if served <= idle then allHeld = 1 end
  end
end
admit(limit)
`;

/** The room's counts after a refresh: sets `recent` (admitted in the window), `waiting`, `active`, `left`. */
const COUNT_STEPS = `
-- Admitted in the window: the running total now, less the total before the window's first batch
-- (a batch's entry is \`time:total after it\`, its size in counts): two lookups, however many batches.
local recent = 0
local oldest = redis.call('ZRANGEBYSCORE', log, '(' .. (now - ${RATE_WINDOW_MS}), '+inf', 'LIMIT', 0, 1)[1]
if oldest then
  local before = tonumber(string.match(oldest, ':(%d+)$')) - tonumber(redis.call('HGET', counts, oldest) or '0')
  recent = tonumber(redis.call('HGET', meta, 'admitted') or '0') - before
end
local waiting, active = redis.call('ZCARD', line), activeCount()
local left = tonumber(redis.call('HGET', meta, 'left') or '0')
keep()
`;

/**
 * ARGV[9..11] the supply (REFRESH_STEPS). Answers {state, position, waiting, active, admitted in
 * the last minute, grant, pass expiry, all held, left the line}.
 * A buyer's poll also counts against the request budgets first: KEYS[13] the address group's
 * count, KEYS[14] the member's (under the room's hash tag); ARGV[12] the address's budget ('' =
 * not counted), ARGV[13] the member's, ARGV[14] the window (ms). Each is a fixed window that starts
 * with the key's first request (as the gateway's other rate limits). Past either: answers
 * {'over-budget', 'address' | 'session', ms until its window ends} and changes nothing else.
 */
const POLL_STEPS = `
if #KEYS >= 14 and not joining then
  local refused = overBudget(KEYS[13], KEYS[14], tonumber(ARGV[12]), tonumber(ARGV[13]), tonumber(ARGV[14]))
  if refused then return refused end
end
${REFRESH_STEPS}
if redis.call('ZSCORE', line, member) then redis.call('HSET', seen, member, now) end
${COUNT_STEPS}
if redis.call('HGET', meta, 'closed') then
  return {'closed', 0, waiting, active, recent, 0, 0, allHeld, left}
end
local rank = redis.call('ZRANK', line, member)
if rank then
  if not opened then return {'pre-queue', 0, waiting, active, recent, 0, 0, allHeld, left} end
  return {'waiting', rank + 1, waiting, active, recent, 0, 0, allHeld, left}
end
local passExpires = redis.call('ZSCORE', admitted, member)
if passExpires then
  local grant = redis.call('HGET', grants, member)
  return {'admitted', 0, waiting, active, recent, grant, passExpires, allHeld, left}
end
local state = 'absent'
if redis.call('ZSCORE', inside, member) then state = 'inside' end
return {state, 0, waiting, active, recent, 0, 0, allHeld, left}
`;
export const POLL = `${PRELUDE}${POLL_STEPS}`;

/**
 * A join and the poll that answers it, one after the other in one script (one command): POLL's
 * ARGV (without a budget), then the join's group as ARGV[12] and its draw as ARGV[13]. With an
 * Idempotency-Key, its record first: KEYS[13] the room's records (hash: \`<scope> <key>\` →
 * \`<fingerprint> <member> <session end>\`, the member empty for a refused join), ARGV[14] the
 * field ('' = no key), ARGV[15] the fingerprint, ARGV[16] the session's end, ARGV[17] '1' when the
 * join is refused. A record whose session ended counts as none. A repeat of the recorded request
 * joins and polls for the recorded member; another request under the key answers {'reused'}.
 * A buyer's join counts against the request budgets first, as a buyer's poll does: KEYS[14] the
 * address group's count, KEYS[15] the member's; ARGV[18] the address's budget ('' = not counted),
 * ARGV[19] the member's ('' = not counted: a visitor without a session yet), ARGV[20] the window.
 * Answers {join outcome, the poll's answer, member, session end, 1 when a repeat}, {'reused'},
 * {'refused'}, or {'over-budget', scope, ms until its window ends} (nothing else changed).
 */
export const JOIN_THEN_POLL = `${PRELUDE}
local function joined()${JOIN_STEPS.replaceAll('ARGV[9]', 'ARGV[12]').replaceAll('ARGV[10]', 'ARGV[13]')}end
local function polled()${POLL_STEPS}end
joining = true
if #KEYS >= 15 then
  local refused = overBudget(KEYS[14], KEYS[15], tonumber(ARGV[18]), tonumber(ARGV[19]), tonumber(ARGV[20]))
  if refused then return refused end
end
local replayed, ends = 0, ARGV[16] or ''
if ARGV[14] and ARGV[14] ~= '' then
  local record = redis.call('HGET', KEYS[13], ARGV[14])
  local fingerprint, who, ending
  if record then fingerprint, who, ending = string.match(record, '^(%S+) (%S*) (%d+)$') end
  if ending and tonumber(ending) > now then
    if fingerprint ~= ARGV[15] then return {'reused'} end
    if who == '' then return {'refused'} end
    member, ends, replayed = who, ending, 1
  else
    local placed = member
    if ARGV[17] == '1' then placed = '' end
    redis.call('HSET', KEYS[13], ARGV[14], ARGV[15] .. ' ' .. placed .. ' ' .. ARGV[16])
    redis.call('PEXPIRE', KEYS[13], ${ROOM_TTL_MS})
    if ARGV[17] == '1' then return {'refused'} end
  end
end
local outcome = joined()
return {outcome, polled(), member, ends, replayed}
`;

/**
 * One instance's look at the room for the polls it answers itself (local-line.ts): REFRESH_STEPS
 * (ARGV[1] is empty: no member), after marking seen the buyers it answered since its last sync
 * (ARGV[12] onwards, pairs of member and time; those still in line, unless another instance saw
 * them later). Answers {closed (0/1), waiting, active, admitted in the last minute, all held, left
 * the line, places, passes}: for each of those buyers, after the admissions, their position in
 * line (0 in the pre-queue, -2 admitted, -1 neither), and in passes their admission's number and
 * pass expiry (0, 0 unless admitted).
 */
export const SYNC = `${PRELUDE}
for i = 12, #ARGV, 2 do
  local who, at = ARGV[i], tonumber(ARGV[i + 1])
  if redis.call('ZSCORE', line, who) and at > tonumber(redis.call('HGET', seen, who) or '0') then
    redis.call('HSET', seen, who, at)
  end
end
${REFRESH_STEPS}${COUNT_STEPS}
local places, passes = {}, {}
for i = 12, #ARGV, 2 do
  local rank = redis.call('ZRANK', line, ARGV[i])
  local expires = redis.call('ZSCORE', admitted, ARGV[i])
  local grant, place = 0, -1
  if rank and opened then
    place = rank + 1
  elseif rank then
    place = 0
  elseif expires then
    place, grant = -2, tonumber(redis.call('HGET', grants, ARGV[i]))
  end
  places[#places + 1] = place
  passes[#passes + 1] = grant
  passes[#passes + 1] = tonumber(expires or '0')
end
local closed = 0
if redis.call('HGET', meta, 'closed') then closed = 1 end
return {closed, waiting, active, recent, allHeld, left, places, passes}
`;

/** ARGV[9] the grant of a verified pass ('' = none). Answers the enter outcome. */
export const ENTER = `${PRELUDE}
purge()
keep()
if redis.call('HGET', meta, 'closed') then return 'closed' end
if redis.call('ZSCORE', inside, member) then return 'inside' end
if redis.call('ZSCORE', admitted, member) then
  if ARGV[9] == '' or redis.call('HGET', grants, member) ~= ARGV[9] then return 'queue_required' end
  redis.call('ZREM', admitted, member)
  redis.call('ZADD', inside, now + activeMs, member)
  return 'inside'
end
if not opened or redis.call('ZCARD', line) > 0 or activeCount() >= maxActive then
  return 'queue_required'
end
local tokens = tokensNow()
if tokens < 1 then return 'queue_required' end
spend(tokens, 1)
logAdmissions(1, redis.call('HINCRBY', meta, 'admitted', 1))
redis.call('ZADD', inside, now + activeMs, member)
return 'inside'
`;

/** Answers {inside, free, closed} as 0/1, changing nothing. */
export const PEEK = `${PRELUDE}
local closed = redis.call('HGET', meta, 'closed') and 1 or 0
local isInside = 0
local ends = tonumber(redis.call('ZSCORE', inside, member) or '0')
if ends > now then isInside = 1 end
local active = redis.call('ZCOUNT', admitted, '(' .. now, '+inf') + redis.call('ZCOUNT', inside, '(' .. now, '+inf')
local free = 0
if closed == 0 and opened and redis.call('ZCARD', line) == 0 and active < maxActive then free = 1 end
return {isInside, free, closed}
`;

/** ARGV[9] until, ARGV[10] tickets. */
export const HOLD = `${PRELUDE}
local current = redis.call('ZSCORE', inside, member)
if not current then return 0 end
if tonumber(current) < tonumber(ARGV[9]) then redis.call('ZADD', inside, ARGV[9], member) end
local tickets = tonumber(ARGV[10])
if tickets > 0 then
  redis.call('ZADD', recent, ARGV[9], member)
  redis.call('ZREMRANGEBYSCORE', recent, '-inf', '(' .. (tonumber(ARGV[9]) - ${RECENT_HOLDS_MS}))
  redis.call('HINCRBY', meta, 'ticketsHeld', tickets)
  if redis.call('SADD', holders, member) == 1 then redis.call('HINCRBY', meta, 'buyersHeld', 1) end
end
return 1
`;

export const FINISH = `${PRELUDE}
if redis.call('ZREM', line, member) == 1 then redis.call('HINCRBY', meta, 'left', 1) end
redis.call('ZREM', admitted, member)
redis.call('ZREM', inside, member)
forget(member)
return 1
`;

export const CLOSE = `${PRELUDE}
closeRoom()
keep()
return 1
`;
