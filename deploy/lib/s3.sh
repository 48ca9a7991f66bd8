# shellcheck shell=bash
# S3-compatible object store, built from source with `go install` into $KAH_BIN_DIR.
#   KAH_S3_SERVER=versitygw (default): Versity S3 Gateway, posix backend + sidecar metadata.
#   KAH_S3_SERVER=minio:               MinIO (note: MinIO also listens on [::1], see README).
# Data and log under $KAH_INFRA_DIR/s3. Only the plain S3 API is relied on (bucket
# creation is a SigV4-signed curl PUT), so either server drops in.

s3_server()   { printf '%s' "${KAH_S3_SERVER:-versitygw}"; }
s3_dir()      { printf '%s/s3' "$KAH_INFRA_DIR"; }
s3_data()     { printf '%s/s3/%s-data' "$KAH_INFRA_DIR" "$(s3_server)"; }
s3_log()      { printf '%s/s3/s3.log' "$KAH_INFRA_DIR"; }
s3_pidfile()  { printf '%s/s3/s3.pid' "$KAH_INFRA_DIR"; }
s3_endpoint() { printf 'http://127.0.0.1:%s' "$KAH_S3_PORT"; }

s3_install() {
  command -v curl >/dev/null || apt_install curl ca-certificates
  case "$(s3_server)" in
    versitygw) go_install_bin versitygw "$KAH_VERSITYGW_PACKAGE" "$KAH_VERSITYGW_VERSION" "-X main.Version=$KAH_VERSITYGW_VERSION" ;;
    minio) go_install_bin minio "$KAH_MINIO_MODULE" "$KAH_MINIO_VERSION" ;;
    *) die "s3: unknown KAH_S3_SERVER '$(s3_server)' (versitygw or minio)" ;;
  esac
}

# The pid file's process must be an S3 server started for this instance's s3 dir.
s3_pid()     { pid_matching "$(s3_pidfile)" "$(s3_dir)/"; }
s3_alive()   { s3_pid >/dev/null; }
s3_healthy() {
  local path=/health
  [[ "$(s3_server)" == minio ]] && path=/minio/health/ready
  curl -fsS -o /dev/null --max-time 2 "$(s3_endpoint)$path" 2>/dev/null
}

# s3_curl METHOD PATH [curl args...]: SigV4-signed request (empty body) with the root
# credentials. curl 7.88 does not add x-amz-content-sha256 itself; S3 servers require it.
S3_EMPTY_SHA256=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
s3_curl() {
  local method=$1 path=$2; shift 2
  curl -sS --max-time 10 -X "$method" -H "x-amz-content-sha256: $S3_EMPTY_SHA256" \
    --aws-sigv4 "aws:amz:$KAH_S3_REGION:s3" --user "$KAH_S3_ACCESS_KEY:$KAH_S3_SECRET_KEY" \
    "$(s3_endpoint)$path" "$@"
}

s3_ensure_bucket() {
  local code err
  err="$(s3_dir)/bucket.err"
  code=$(s3_curl HEAD "/$KAH_S3_BUCKET" -o /dev/null -w '%{http_code}' -I 2>/dev/null) || true
  case "$code" in
    200) return 0 ;;
    404)
      code=$(s3_curl PUT "/$KAH_S3_BUCKET" -o "$err" -w '%{http_code}') || true
      if [[ "$code" != 200 ]]; then
        cat "$err" >&2 2>/dev/null || true
        die "s3: creating bucket $KAH_S3_BUCKET failed (HTTP $code)"
      fi
      log "s3: created bucket $KAH_S3_BUCKET" ;;
    403) die "s3: access denied on bucket $KAH_S3_BUCKET: were the data created with other credentials than KAH_S3_ACCESS_KEY/KAH_S3_SECRET_KEY?" ;;
    *) die "s3: unexpected HTTP '$code' checking bucket $KAH_S3_BUCKET" ;;
  esac
}

s3_start() {
  local data
  data=$(s3_data)
  case "$(s3_server)" in
    versitygw)
      mkdir -p "$data" "$(s3_dir)/versitygw-meta"
      # --sidecar keeps object metadata in files (no dependency on user xattrs);
      # --quiet: no per-request log lines; --keep-alive: reuse connections (load tests).
      # (credentials via the environment, so they do not show in `ps` or the log)
      ROOT_ACCESS_KEY="$KAH_S3_ACCESS_KEY" ROOT_SECRET_KEY="$KAH_S3_SECRET_KEY" \
        start_bg "$(s3_pidfile)" "$(s3_log)" \
        "$KAH_BIN_DIR/versitygw" --port "127.0.0.1:$KAH_S3_PORT" --region "$KAH_S3_REGION" \
        --health /health --keep-alive --quiet \
        posix --sidecar "$(s3_dir)/versitygw-meta" "$data"
      ;;
    minio)
      require_free_port s3-console "$KAH_S3_CONSOLE_PORT"
      mkdir -p "$data"
      # MINIO_UPDATE/CALLHOME off: no outbound traffic attempts.
      MINIO_ROOT_USER="$KAH_S3_ACCESS_KEY" MINIO_ROOT_PASSWORD="$KAH_S3_SECRET_KEY" \
        MINIO_REGION="$KAH_S3_REGION" MINIO_UPDATE=off MINIO_CALLHOME_ENABLE=off \
        MINIO_BROWSER_REDIRECT=off \
        start_bg "$(s3_pidfile)" "$(s3_log)" \
        "$KAH_BIN_DIR/minio" server --anonymous \
        --address "127.0.0.1:$KAH_S3_PORT" --console-address "127.0.0.1:$KAH_S3_CONSOLE_PORT" \
        "$data"
      ;;
  esac
}

s3_up() {
  local t0
  t0=$(now_ms)
  if s3_alive; then
    s3_healthy || wait_healthy s3 "$(s3_log)" s3_healthy s3_alive
    s3_ensure_bucket
    log "s3: already running on $(s3_endpoint) ($(s3_server))"
    return 0
  fi
  require_free_port s3 "$KAH_S3_PORT"
  s3_start
  wait_healthy s3 "$(s3_log)" s3_healthy s3_alive
  s3_ensure_bucket
  log "s3: $(s3_server) started on $(s3_endpoint) in $(elapsed "$t0")"
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
    status_line s3 running "127.0.0.1:$KAH_S3_PORT" "pid $pid, $(s3_server), bucket $KAH_S3_BUCKET"
  elif pid=$(s3_pid); then
    status_line s3 starting "127.0.0.1:$KAH_S3_PORT" "pid $pid, $(s3_server), not ready"
  else
    status_line s3 stopped "127.0.0.1:$KAH_S3_PORT" ""
  fi
}
