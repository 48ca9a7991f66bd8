# shellcheck shell=bash
# PostgreSQL from Debian's `postgresql` package, run as the `postgres` OS user
# (the server refuses to run as root). Data, socket and log under $KAH_INFRA_DIR/postgres.

pg_dir()  { printf '%s/postgres' "$KAH_INFRA_DIR"; }
pg_data() { printf '%s/postgres/data' "$KAH_INFRA_DIR"; }
pg_log()  { printf '%s/postgres/postgres.log' "$KAH_INFRA_DIR"; }

# Newest installed server version (Debian 12: 15).
pg_bindir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
  [[ -n "$d" && -x "$d/pg_ctl" ]] && printf '%s' "$d"
}

pg_install() {
  if [[ -n "$(pg_bindir)" ]] && command -v psql >/dev/null && command -v pg_isready >/dev/null; then return 0; fi
  apt_install postgresql postgresql-client
  [[ -n "$(pg_bindir)" ]] || die "postgresql installed but no /usr/lib/postgresql/*/bin/pg_ctl found"
}

# runs a command as the postgres OS user, with infra.sh's lock fds closed
as_postgres() { runuser -u postgres -- "$@" 8>&- 9>&-; }

pg_pid() {
  local pidfile
  pidfile="$(pg_data)/postmaster.pid"
  pid_matching_keep "$pidfile" "$(pg_data)"
}

# Like pid_matching but never deletes postmaster.pid itself (postgres owns it).
pid_matching_keep() {
  local pidfile=$1 needle=$2 pid
  [[ -s "$pidfile" ]] || return 1
  pid=$(head -n1 "$pidfile" | tr -dc '0-9')
  [[ -n "$pid" && "$(proc_cmdline "$pid")" == *"$needle"* ]] && printf '%s\n' "$pid"
}

pg_healthy() { pg_isready -q -h 127.0.0.1 -p "$KAH_PG_PORT" -t 1 >/dev/null 2>&1; }
pg_alive()   { pg_pid >/dev/null; }
# During the first seconds after `pg_ctl start` postmaster.pid may not exist yet.
_PG_STARTED_AT=0
pg_alive_or_starting() { pg_alive || ((SECONDS - _PG_STARTED_AT < 5)); }

pg_psql() {
  psql -X -q -v ON_ERROR_STOP=1 -h "$(pg_data)" -p "$KAH_PG_PORT" -U postgres -d postgres "$@"
}

pg_write_conf() {
  local data
  data=$(pg_data)
  # Rewritten on every start so port changes via KAH_PG_PORT apply.
  cat >"$data/kah.conf" <<EOF
# Managed by deploy/infra.sh — local dev/test instance, NOT durable (fsync off).
listen_addresses = '127.0.0.1'
port = $KAH_PG_PORT
unix_socket_directories = '$data'
max_connections = 300
shared_buffers = 128MB
fsync = off
synchronous_commit = off
full_page_writes = off
timezone = 'UTC'
log_timezone = 'UTC'
logging_collector = off
log_line_prefix = '%m [%p] %q%u@%d '
log_min_messages = warning
EOF
  chown postgres:postgres "$data/kah.conf"
  grep -q "^include = 'kah.conf'" "$data/postgresql.conf" \
    || printf "\ninclude = 'kah.conf'\n" >>"$data/postgresql.conf"
}

pg_init() {
  local dir data
  dir=$(pg_dir); data=$(pg_data)
  [[ -s "$data/PG_VERSION" ]] && return 0
  log "postgres: initdb $data"
  mkdir -p "$dir"
  chown postgres:postgres "$dir"
  # the postgres user must be able to reach the folder
  runuser -u postgres -- test -w "$dir" \
    || die "postgres: OS user 'postgres' cannot write $dir (a parent folder is not traversable?). Set KAH_INFRA_DIR elsewhere."
  as_postgres "$(pg_bindir)/initdb" -D "$data" -U postgres -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 --no-instructions -N >>"$(pg_log)" 2>&1 \
    || fail_with_log "postgres: initdb failed" "$(pg_log)"
}

pg_ensure_role_db() {
  # Superuser role + database for the app/tests (tests CREATE DATABASE per file).
  pg_psql <<SQL
SELECT 'CREATE ROLE $KAH_PG_USER LOGIN SUPERUSER CREATEDB'
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$KAH_PG_USER') \gexec
ALTER ROLE $KAH_PG_USER WITH LOGIN SUPERUSER CREATEDB PASSWORD '$KAH_PG_PASSWORD';
SELECT 'CREATE DATABASE $KAH_PG_DB OWNER $KAH_PG_USER'
 WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '$KAH_PG_DB') \gexec
SQL
}

pg_up() {
  local t0 data
  t0=$(now_ms); data=$(pg_data)
  if pg_alive; then
    pg_healthy || wait_healthy postgres "$(pg_log)" pg_healthy pg_alive
    log "postgres: already running on 127.0.0.1:$KAH_PG_PORT"
    return 0
  fi
  pg_init
  # Stale lock files from a crash/reboot: postmaster.pid names a pid that is not our
  # postmaster (pg_alive said so), so it is safe to remove them.
  rm -f "$data/postmaster.pid" "$data/.s.PGSQL.$KAH_PG_PORT.lock"
  require_free_port postgres "$KAH_PG_PORT"
  pg_write_conf
  touch "$(pg_log)"; chown postgres:postgres "$(pg_log)"
  rotate_log "$(pg_log)"
  _PG_STARTED_AT=$SECONDS
  as_postgres "$(pg_bindir)/pg_ctl" -D "$data" -l "$(pg_log)" -W start >/dev/null \
    || fail_with_log "postgres: pg_ctl start failed" "$(pg_log)"
  wait_healthy postgres "$(pg_log)" pg_healthy pg_alive_or_starting
  pg_ensure_role_db || fail_with_log "postgres: could not create role/database $KAH_PG_USER" "$(pg_log)"
  log "postgres: started on 127.0.0.1:$KAH_PG_PORT in $(elapsed "$t0")"
}

pg_down() {
  local pid
  if ! pid=$(pg_pid); then log "postgres: not running"; return 0; fi
  # pg_ctl -m fast = SIGINT (SIGTERM would be "smart" mode, which waits for clients to leave)
  if ! as_postgres "$(pg_bindir)/pg_ctl" -D "$(pg_data)" -m fast -t "$KAH_STOP_TIMEOUT" -w stop >/dev/null 2>&1; then
    warn "postgres: fast shutdown timed out; killing pid $pid"
    stop_pid postgres "$pid"
  fi
  log "postgres: stopped"
}

pg_status() {
  local pid
  if pid=$(pg_pid) && pg_healthy; then
    status_line postgres running "127.0.0.1:$KAH_PG_PORT" "pid $pid"
  elif pid=$(pg_pid); then
    status_line postgres starting "127.0.0.1:$KAH_PG_PORT" "pid $pid, not accepting connections"
  else
    status_line postgres stopped "127.0.0.1:$KAH_PG_PORT" ""
  fi
}
