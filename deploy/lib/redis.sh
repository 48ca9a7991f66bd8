# shellcheck shell=bash
# Redis from Debian's `redis-server` package. Config, data and log under $KAH_INFRA_DIR/redis.

redis_dir()     { printf '%s/redis' "$KAH_INFRA_DIR"; }
redis_conf()    { printf '%s/redis/redis.conf' "$KAH_INFRA_DIR"; }
redis_log()     { printf '%s/redis/redis.log' "$KAH_INFRA_DIR"; }
redis_pidfile() { printf '%s/redis/redis.pid' "$KAH_INFRA_DIR"; }

redis_install() {
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null && return 0
  apt_install redis-server
}

# The process title includes the config file path (proc-title-template below),
# which is what identifies *this* instance's process.
redis_pid()     { pid_matching "$(redis_pidfile)" "$(redis_conf)"; }
redis_alive()   { redis_pid >/dev/null; }
redis_healthy() { [[ "$(redis-cli -h 127.0.0.1 -p "$KAH_REDIS_PORT" ping 2>/dev/null)" == PONG ]]; }

redis_write_conf() {
  mkdir -p "$(redis_dir)/data"
  cat >"$(redis_conf)" <<EOF
# Managed by deploy/infra.sh — local dev/test instance, no persistence.
bind 127.0.0.1
port $KAH_REDIS_PORT
protected-mode yes
daemonize no
dir $(redis_dir)/data
logfile ""
save ""
appendonly no
databases 16
proc-title-template "{title} {listen-addr} {config-file}"
EOF
}

redis_up() {
  local t0
  t0=$(now_ms)
  if redis_alive; then
    redis_healthy || wait_healthy redis "$(redis_log)" redis_healthy redis_alive
    log "redis: already running on 127.0.0.1:$KAH_REDIS_PORT"
    return 0
  fi
  require_free_port redis "$KAH_REDIS_PORT"
  redis_write_conf
  start_bg "$(redis_pidfile)" "$(redis_log)" redis-server "$(redis_conf)"
  wait_healthy redis "$(redis_log)" redis_healthy redis_alive
  log "redis: started on 127.0.0.1:$KAH_REDIS_PORT in $(elapsed "$t0")"
}

redis_down() {
  local pid
  if ! pid=$(redis_pid); then log "redis: not running"; return 0; fi
  stop_pid redis "$pid"
  rm -f "$(redis_pidfile)"
  log "redis: stopped"
}

redis_status() {
  local pid
  if pid=$(redis_pid) && redis_healthy; then
    status_line redis running "127.0.0.1:$KAH_REDIS_PORT" "pid $pid"
  elif pid=$(redis_pid); then
    status_line redis starting "127.0.0.1:$KAH_REDIS_PORT" "pid $pid, not answering PING"
  else
    status_line redis stopped "127.0.0.1:$KAH_REDIS_PORT" ""
  fi
}
