# shellcheck shell=bash
# S3-compatible object store: MinIO built from source with `go install` into
# $KAH_BIN_DIR/minio. Data and log under $KAH_INFRA_DIR/s3. Only the plain S3 API is
# relied on (bucket create via SigV4 curl), so another S3 server could drop in.

s3_dir()      { printf '%s/s3' "$KAH_INFRA_DIR"; }
s3_data()     { printf '%s/s3/data' "$KAH_INFRA_DIR"; }
s3_log()      { printf '%s/s3/s3.log' "$KAH_INFRA_DIR"; }
s3_pidfile()  { printf '%s/s3/s3.pid' "$KAH_INFRA_DIR"; }
s3_endpoint() { printf 'http://127.0.0.1:%s' "$KAH_S3_PORT"; }

s3_install() {
  command -v curl >/dev/null || apt_install curl ca-certificates
  go_install_bin minio "$KAH_MINIO_MODULE" "$KAH_MINIO_VERSION"
}

s3_pid()     { pid_matching "$(s3_pidfile)" "$(s3_data)"; }
s3_alive()   { s3_pid >/dev/null; }
s3_healthy() { curl -fsS -o /dev/null --max-time 2 "$(s3_endpoint)/minio/health/ready" 2>/dev/null; }

# s3_curl METHOD PATH [curl args...]: SigV4-signed request with the root credentials.
s3_curl() {
  local method=$1 path=$2; shift 2
  curl -sS --max-time 10 -X "$method" \
    --aws-sigv4 "aws:amz:$KAH_S3_REGION:s3" --user "$KAH_S3_ACCESS_KEY:$KAH_S3_SECRET_KEY" \
    "$(s3_endpoint)$path" "$@"
}

s3_ensure_bucket() {
  local code
  code=$(s3_curl HEAD "/$KAH_S3_BUCKET" -o /dev/null -w '%{http_code}' -I) || true
  case "$code" in
    200) return 0 ;;
    404)
      code=$(s3_curl PUT "/$KAH_S3_BUCKET" -o "$(s3_dir)/bucket.err" -w '%{http_code}') || true
      [[ "$code" == 200 ]] || { cat "$(s3_dir)/bucket.err" >&2 2>/dev/null; die "s3: creating bucket $KAH_S3_BUCKET failed (HTTP $code)"; }
      log "s3: created bucket $KAH_S3_BUCKET" ;;
    403) die "s3: access denied for bucket $KAH_S3_BUCKET — was the data dir created with other credentials than KAH_S3_ACCESS_KEY/KAH_S3_SECRET_KEY?" ;;
    *) die "s3: unexpected HTTP $code checking bucket $KAH_S3_BUCKET" ;;
  esac
}

s3_up() {
  local t0
  t0=$(now_ms)
  if s3_alive; then
    s3_healthy || wait_healthy s3 "$(s3_log)" s3_healthy s3_alive
    s3_ensure_bucket
    log "s3: already running on $(s3_endpoint)"
    return 0
  fi
  require_free_port s3 "$KAH_S3_PORT"
  require_free_port s3-console "$KAH_S3_CONSOLE_PORT"
  mkdir -p "$(s3_data)"
  # MINIO_UPDATE=off / callhome off: no outbound traffic (this machine has no internet).
  start_bg "$(s3_pidfile)" "$(s3_log)" env \
    MINIO_ROOT_USER="$KAH_S3_ACCESS_KEY" MINIO_ROOT_PASSWORD="$KAH_S3_SECRET_KEY" \
    MINIO_REGION="$KAH_S3_REGION" MINIO_UPDATE=off MINIO_CALLHOME_ENABLE=off \
    MINIO_BROWSER_REDIRECT=off \
    "$KAH_BIN_DIR/minio" server --quiet --anonymous \
    --address "127.0.0.1:$KAH_S3_PORT" --console-address "127.0.0.1:$KAH_S3_CONSOLE_PORT" \
    "$(s3_data)"
  wait_healthy s3 "$(s3_log)" s3_healthy s3_alive
  s3_ensure_bucket
  log "s3: started on $(s3_endpoint) (console http://127.0.0.1:$KAH_S3_CONSOLE_PORT) in $(elapsed "$t0")"
}

s3_down() {
  local pid
  if ! pid=$(s3_pid); then log "s3: not running"; return 0; fi
  stop_pid s3 "$pid"
  rm -f "$(s3_pidfile)"
  log "s3: stopped"
}

s3_status() {
  local pid
  if pid=$(s3_pid) && s3_healthy; then
    status_line s3 running "127.0.0.1:$KAH_S3_PORT" "pid $pid, minio, console 127.0.0.1:$KAH_S3_CONSOLE_PORT, bucket $KAH_S3_BUCKET"
  elif pid=$(s3_pid); then
    status_line s3 starting "127.0.0.1:$KAH_S3_PORT" "pid $pid, not ready"
  else
    status_line s3 stopped "127.0.0.1:$KAH_S3_PORT" ""
  fi
}
