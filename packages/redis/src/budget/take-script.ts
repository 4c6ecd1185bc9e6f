import { luaScript } from '../lua.js';

/**
 * Takes one token from every bucket in KEYS, or from none: the shared budget's one atomic step.
 *
 * ARGV holds two values per key: capacity and tokens per ms. Both empty mark a bucket seeded from eBay's
 * figures, whose hash carries its own `cap`, `rate` and `until` and which does not pace while absent.
 * A configured bucket that is absent is full: its hash expires only once it has refilled.
 *
 * Time is Redis's `TIME`, so every process refills by one clock. Returns `{ wait, which, ...reset }`: `wait`
 * is 0 when the tokens were taken, else the ms until every bucket has one; `which` is the (1-based) bucket
 * with the longest wait (0 when none waits); `reset` lists the buckets whose hash did not hold a valid state
 * and was reset (configured ones to empty, seeded ones dropped).
 */
export const TAKE_SCRIPT = luaScript(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local function number(value)
  local n = tonumber(value)
  if n == nil or n ~= n or n == math.huge or n == -math.huge then return nil end
  return n
end
local states, reset, wait, which = {}, {}, 0, 0
for i, key in ipairs(KEYS) do
  local cap, rate = number(ARGV[2 * i - 1]), number(ARGV[2 * i])
  local seeded = cap == nil
  local kind = redis.call('TYPE', key).ok
  local state = nil
  if kind == 'hash' then
    local h = redis.call('HMGET', key, 'tokens', 'ts', 'cap', 'rate', 'until')
    local tokens, ts, untilMs = number(h[1]), number(h[2]), nil
    if seeded then cap, rate, untilMs = number(h[3]), number(h[4]), number(h[5]) end
    if tokens and ts and cap and rate and (untilMs or not seeded) and tokens >= 0 and tokens <= cap and cap >= 1 and rate >= 0 then
      -- A hash written by a Redis with a later clock (a failover) must not refill backwards.
      tokens = math.min(cap, tokens + math.max(0, now - ts) * rate)
      if not seeded or now < untilMs then
        state = { key = key, tokens = tokens, cap = cap, rate = rate, untilMs = untilMs, seeded = seeded }
      end
    else
      redis.call('DEL', key)
      table.insert(reset, i)
      -- Empty, not full: bad data must not hand out a burst the budget did not have.
      if not seeded then state = { key = key, tokens = 0, cap = cap, rate = rate } end
    end
  elseif kind == 'none' then
    if not seeded then state = { key = key, tokens = cap, cap = cap, rate = rate } end
  else
    redis.call('DEL', key)
    table.insert(reset, i)
    if not seeded then state = { key = key, tokens = 0, cap = cap, rate = rate } end
  end
  if state then
    if state.tokens < 1 then
      local ms
      if state.rate > 0 then ms = (1 - state.tokens) / state.rate else ms = state.untilMs - now end
      if math.ceil(ms) > wait then wait, which = math.ceil(ms), i end
    end
    table.insert(states, state)
  end
end
for _, state in ipairs(states) do
  local tokens = state.tokens
  if wait == 0 then tokens = tokens - 1 end
  redis.call('HSET', state.key, 'tokens', tokens, 'ts', now)
  if not state.seeded then
    -- Kept until the bucket is full again; after that an absent hash reads the same.
    redis.call('PEXPIRE', state.key, math.ceil((state.cap - tokens) / state.rate) + 1000)
  end
end
return { wait, which, unpack(reset) }
`);
