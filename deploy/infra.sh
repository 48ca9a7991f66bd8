#!/usr/bin/env bash
# Local infrastructure for Kids Adventure Hub: PostgreSQL, Redis, Kafka (KRaft) and an S3
# server (versitygw) as plain background processes bound to 127.0.0.1. No Docker.
#
#   deploy/infra.sh install|up|down|status [postgres redis kafka s3]   (default: all four)
#   deploy/infra.sh install k6        # k6 load-test binary  -> $KAH_CACHE_DIR/bin/k6
#   deploy/infra.sh install tools     # kcat, chromium (apt), grpcurl -> $KAH_CACHE_DIR/bin
#
# Environment (defaults in deploy/lib/config.sh):
#   KAH_INFRA_DIR  instance data+logs (default <repo>/.local/infra)  KAH_CACHE_DIR  machine cache (~/.cache/kah)
#   KAH_PG_PORT 55432  KAH_REDIS_PORT 56379  KAH_KAFKA_PORT 59092  KAH_KAFKA_CONTROLLER_PORT 59093
#   KAH_S3_PORT 59000  KAH_S3_ACCESS_KEY / KAH_S3_SECRET_KEY / KAH_S3_BUCKET  KAH_S3_SERVER=versitygw|minio
#   KAH_KAFKA_CREATE_TOPICS=0 skips creating deploy/kafka/topics.txt on `up kafka`;
#   KAH_KAFKA_CDS=0 disables the class-data-sharing archive; KAH_START_TIMEOUT / KAH_STOP_TIMEOUT (s).
# See deploy/README.md.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/config.sh
source "$HERE/lib/config.sh"
source "$HERE/lib/common.sh"
source "$HERE/lib/postgres.sh"
source "$HERE/lib/redis.sh"
source "$HERE/lib/kafka.sh"
source "$HERE/lib/s3.sh"
source "$HERE/lib/tools.sh"

ALL_COMPONENTS=(postgres redis kafka s3)

usage() {
  awk 'NR > 1 && !/^#/ {exit} NR > 1 {sub(/^# ?/, ""); print}' "${BASH_SOURCE[0]}" >&2
  exit 2
}

status_line() { # NAME STATE ADDR DETAIL
  if [[ -n "${4:-}" ]]; then printf '%-9s %-8s %-16s (%s)\n' "$1" "$2" "$3" "$4"
  else printf '%-9s %-8s %s\n' "$1" "$2" "$3"; fi
}

# component function name prefix (kafka -> kafka, postgres -> pg)
prefix_of() {
  case "$1" in
    postgres) echo pg ;;
    redis | kafka | s3) echo "$1" ;;
    *) die "unknown component '$1' (expected: ${ALL_COMPONENTS[*]}; install also takes k6, tools)" ;;
  esac
}

cmd_install() {
  local c
  for c in "$@"; do
    case "$c" in
      k6) k6_install ;;
      tools) tools_install ;;
      *) "$(prefix_of "$c")_install" ;;
    esac
  done
}

cmd_up() {
  local c
  for c in "$@"; do prefix_of "$c" >/dev/null; done
  cmd_install "$@"
  lock_instance
  for c in "$@"; do "$(prefix_of "$c")_up"; done
}

cmd_down() {
  local c i
  for c in "$@"; do prefix_of "$c" >/dev/null; done
  lock_instance
  # reverse order: dependants first
  for ((i = $# ; i >= 1; i--)); do "$(prefix_of "${!i}")_down"; done
}

cmd_status() {
  local c
  for c in "$@"; do "$(prefix_of "$c")_status"; done
}

validate_ports() {
  local v
  for v in KAH_PG_PORT KAH_REDIS_PORT KAH_KAFKA_PORT KAH_KAFKA_CONTROLLER_PORT KAH_S3_PORT KAH_S3_CONSOLE_PORT; do
    if ! [[ "${!v}" =~ ^[0-9]+$ ]] || ((${!v} < 1 || ${!v} > 65535)); then
      die "$v='${!v}' is not a valid port"
    fi
  done
  [[ "$KAH_KAFKA_PORT" != "$KAH_KAFKA_CONTROLLER_PORT" ]] || die "KAH_KAFKA_PORT and KAH_KAFKA_CONTROLLER_PORT must differ"
}

main() {
  (($# >= 1)) || usage
  validate_ports
  local cmd=$1; shift
  (($# >= 1)) || set -- "${ALL_COMPONENTS[@]}"
  case "$cmd" in
    install) cmd_install "$@" ;;
    up) cmd_up "$@" ;;
    down | stop) cmd_down "$@" ;;
    status) cmd_status "$@" ;;
    -h | --help | help) usage ;;
    *) usage ;;
  esac
}

main "$@"
