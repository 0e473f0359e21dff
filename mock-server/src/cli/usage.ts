import { ADMIN_TOKEN_HEADER } from '@esk/contracts/http/admin';

export const USAGE = `usage: npm run sim -- <command> [options]

A <scenario> is a built-in name (npm run sim -- list) or a scenario file: ./qa/friday.ts
(a module exporting defineScenario({...})) or ./qa/friday.json, relative to where you run npm.

local (no server needed):
  list                                  the built-in scenarios
  run <scenario> [--seed S] [--speed N] [--for 10m] [--start scenario|now|ISO]
      [--timeline [--all] [--name prefix]] [--json]
                                        play a scenario in-process to its end (or for a while) and
                                        print what happened and the run's digest (equal digests =
                                        identical runs); --timeline lists every action with its time
                                        and values (--all adds the high-frequency ones, --name
                                        filters by action type prefix); --speed N plays at N x real
                                        time, without it as fast as possible
  digest <file>                         the digest of an exported journal (as run prints it)

remote (a running mock):
  status | reset | pause | resume | step
  load <scenario> [--seed S] [--start scenario|now|ISO] [--speed N] [--keep-running]
                                        load afresh; a file is read here and sent as a definition.
                                        The clock pauses at the scenario's end unless --keep-running
  speed <factor> | advance <duration> | seek <ISO date or epoch ms>
  trigger '<action JSON>'               apply an action now, e.g. '{"type":"account.forceLogout","username":"demo"}'
  journal [--kind request|event|action] [--name prefix] [--user name|id] [--limit n]
                                        journal entries, oldest first: the newest n (default 100)
                                        that match; --user takes a username or a userId
  export [file]                         the journal as NDJSON (stdout without a file)
  replay <file>                         replay an exported journal and compare its events

options for remote commands:
  --url URL            the mock (default $SIM_URL or http://127.0.0.1:8080)
  --admin-token TOKEN  sent as ${ADMIN_TOKEN_HEADER} (default $SIM_ADMIN_TOKEN); needed when the mock
                       listens off loopback (docker compose): it prints the token at start-up
  -h, --help           this text
`;
