# shellcheck shell=bash
# Helpers shared by the component files in deploy/lib/. Sourced by deploy/infra.sh.

# File descriptors used for flock(1). Every background service is started with
# both closed so a daemon never keeps an infra.sh lock alive.
readonly KAH_LOCK_FD_INSTANCE=8
readonly KAH_LOCK_FD_CACHE=9

log()  { printf '[infra] %s\n' "$*" >&2; }
warn() { printf '[infra] WARNING: %s\n' "$*" >&2; }
die()  { printf '[infra] ERROR: %s\n' "$*" >&2; exit 1; }

# Milliseconds since the epoch (for timings printed to the user).
now_ms() { date +%s%3N; }
elapsed() { local start=$1; local ms=$(( $(now_ms) - start )); printf '%d.%ds' $((ms / 1000)) $(((ms % 1000) / 100)); }

# --- locking -----------------------------------------------------------------

# One lock per instance dir (up/down of the same instance never interleave) and one
# for the machine-wide cache (two clones installing at once do not clobber each other).
lock_instance() {
  mkdir -p "$KAH_INFRA_DIR"
  eval "exec ${KAH_LOCK_FD_INSTANCE}>\"\$KAH_INFRA_DIR/.infra.lock\""
  flock "$KAH_LOCK_FD_INSTANCE"
}
lock_cache() {
  [[ -n "${_KAH_CACHE_LOCKED:-}" ]] && return 0
  mkdir -p "$KAH_CACHE_DIR" "$KAH_BIN_DIR"
  eval "exec ${KAH_LOCK_FD_CACHE}>\"\$KAH_CACHE_DIR/.install.lock\""
  flock "$KAH_LOCK_FD_CACHE"
  _KAH_CACHE_LOCKED=1
}

# --- ports / processes -------------------------------------------------------

# True when something accepts TCP connections on 127.0.0.1:PORT.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The command line of PID with NULs turned into spaces ("" if no such process).
proc_cmdline() { { tr '\0' ' ' <"/proc/$1/cmdline"; } 2>/dev/null || true; }

# pid_matching PIDFILE NEEDLE: prints the pid from PIDFILE if that process is alive and
# its command line contains NEEDLE (a path unique to the instance). A stale pid file
# (after a reboot, or a reused pid) is removed, so callers only ever see live pids.
pid_matching() {
  local pidfile=$1 needle=$2 pid
  [[ -s "$pidfile" ]] || return 1
  pid=$(head -n1 "$pidfile" 2>/dev/null | tr -dc '0-9')
  if [[ -n "$pid" && "$(proc_cmdline "$pid")" == *"$needle"* ]]; then
    printf '%s\n' "$pid"
    return 0
  fi
  rm -f "$pidfile"
  return 1
}

# start_bg PIDFILE LOGFILE CMD...: runs CMD in its own session, detached from this
# shell, stdout+stderr appended to LOGFILE; writes the service's pid to PIDFILE.
start_bg() {
  local pidfile=$1 logfile=$2; shift 2
  rm -f "$pidfile"
  rotate_log "$logfile"
  printf '\n==== %s: infra.sh starting: %s\n' "$(date -Is)" "$*" >>"$logfile"
  # bash -c writes its own pid, then execs the service under that same pid.
  # shellcheck disable=SC2016
  setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" \
    </dev/null >>"$logfile" 2>&1 8>&- 9>&- &
  # Wait (briefly) for the pid file so callers can rely on it.
  local i
  for ((i = 0; i < 50; i++)); do [[ -s "$pidfile" ]] && return 0; sleep 0.02; done
  die "could not start: $*"
}

# Keep logs from growing forever: one previous generation, rotated at 20 MiB.
rotate_log() {
  local f=$1
  if [[ -f "$f" ]] && (( $(stat -c %s "$f") > 20 * 1024 * 1024 )); then mv -f "$f" "$f.1"; fi
}

# wait_healthy NAME LOGFILE CHECK_FN [ALIVE_FN]: polls CHECK_FN until it succeeds.
# Fails early if ALIVE_FN says the process died; fails after $KAH_START_TIMEOUT s.
# On failure prints the tail of LOGFILE and exits.
wait_healthy() {
  local name=$1 logfile=$2 check=$3 alive=${4:-}
  local deadline=$((SECONDS + KAH_START_TIMEOUT))
  while ! "$check"; do
    if [[ -n "$alive" ]] && ! "$alive"; then
      fail_with_log "$name exited during startup" "$logfile"
    fi
    if ((SECONDS >= deadline)); then
      fail_with_log "$name not healthy after ${KAH_START_TIMEOUT}s (KAH_START_TIMEOUT; if it is running with other ports than now configured, run 'infra.sh down $name' first)" "$logfile"
    fi
    sleep 0.1
  done
}

# Prints errors/warnings logged since the last start, then the log's last lines; exits 1.
fail_with_log() {
  local msg=$1 logfile=$2 run
  printf '[infra] ERROR: %s.\n' "$msg" >&2
  if [[ -f "$logfile" ]]; then
    run=$(awk '/^==== .*infra.sh starting/ {buf=""} {buf = buf $0 "\n"} END {printf "%s", buf}' "$logfile")
    if grep -qE 'ERROR|FATAL|PANIC|Exception|Caused by|panic:' <<<"$run"; then
      printf '[infra] errors logged since the last start (%s):\n' "$logfile" >&2
      grep -E 'ERROR|FATAL|PANIC|Exception|Caused by|panic:' <<<"$run" | tail -n 15 | cut -c1-400 | sed 's/^/    | /' >&2
    fi
    printf '[infra] last lines of %s:\n' "$logfile" >&2
    tail -n 20 "$logfile" | cut -c1-400 | sed 's/^/    | /' >&2
  fi
  exit 1
}

# True while PID is a live process. A zombie counts as gone: our services are orphans
# reaped by PID 1, and some inits (e.g. this sandbox's) reap only every second or so.
proc_running() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  stat=${stat##*) }
  [[ "${stat%% *}" != Z ]]
}

# stop_pid NAME PID: SIGTERM, wait up to $KAH_STOP_TIMEOUT s, then SIGKILL.
stop_pid() {
  local name=$1 pid=$2 i
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < KAH_STOP_TIMEOUT * 20; i++)); do
    proc_running "$pid" || return 0
    sleep 0.05
  done
  warn "$name (pid $pid) did not stop within ${KAH_STOP_TIMEOUT}s; sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  for ((i = 0; i < 100; i++)); do proc_running "$pid" || return 0; sleep 0.05; done
}

# Refuse to start when the port is taken by something that is not this instance.
require_free_port() {
  local name=$1 port=$2
  if port_open "$port"; then
    die "$name: port 127.0.0.1:$port is already in use by another process (not this instance: $KAH_INFRA_DIR). Stop it or pick another port."
  fi
}

# --- installers --------------------------------------------------------------

_KAH_APT_UPDATED=""
# apt_install PKG...: installs Debian packages (only called when something is missing).
apt_install() {
  lock_cache
  command -v apt-get >/dev/null || die "apt-get not found; install $* by hand"
  [[ $EUID -eq 0 ]] || die "installing $* needs root (apt-get)"
  if [[ -z "$_KAH_APT_UPDATED" ]]; then
    log "apt-get update"
    apt-get update -qq >/dev/null || die "apt-get update failed"
    _KAH_APT_UPDATED=1
  fi
  log "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null \
    || die "apt-get install $* failed"
}

# go_install_bin NAME PACKAGE VERSION [LDFLAGS]: builds PACKAGE@VERSION into $KAH_BIN_DIR/NAME
# unless that exact build is already there (recorded in a stamp file next to it).
go_install_bin() {
  local name=$1 pkg=$2 version=$3 ldflags="-s -w${4:+ $4}"
  local bin="$KAH_BIN_DIR/$name" stamp="$KAH_BIN_DIR/.$name.version" want="$2@$3 $ldflags"
  if [[ -x "$bin" && "$(cat "$stamp" 2>/dev/null)" == "$want" ]]; then return 0; fi
  lock_cache
  if [[ -x "$bin" && "$(cat "$stamp" 2>/dev/null)" == "$want" ]]; then return 0; fi
  command -v go >/dev/null || die "go is required to build $name ($pkg@$version)"
  local tmp t0
  tmp=$(mktemp -d "$KAH_CACHE_DIR/.gobuild-$name.XXXXXX")
  t0=$(now_ms)
  log "building $name: go install $pkg@$version (cached in $KAH_BIN_DIR; first build can take minutes)"
  if ! GOBIN="$tmp" GOTOOLCHAIN=local GOFLAGS="${GOFLAGS:--buildvcs=false}" \
      go install -ldflags="$ldflags" "$pkg@$version" >"$tmp.log" 2>&1; then
    tail -n 30 "$tmp.log" >&2
    rm -rf "$tmp"
    die "go install $pkg@$version failed (full log: $tmp.log)"
  fi
  mv -f "$tmp/$name" "$bin"
  printf '%s\n' "$want" >"$stamp"
  rm -rf "$tmp" "$tmp.log"
  log "built $name $version in $(elapsed "$t0")"
}
