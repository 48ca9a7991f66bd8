#!/usr/bin/env bash
# Connection settings for the local infrastructure started by deploy/infra.sh,
# derived from the same defaults/env overrides (deploy/lib/config.sh).
#
#   eval "$(deploy/env.sh)"     # print `export ...` lines and eval them
#   source deploy/env.sh        # or set them directly in the current shell
#
# Honours KAH_PG_PORT, KAH_REDIS_PORT, KAH_KAFKA_PORT, KAH_S3_PORT, KAH_S3_ACCESS_KEY,
# KAH_S3_SECRET_KEY, KAH_S3_BUCKET, KAH_CACHE_DIR like infra.sh does.
# (No `set -e` here: this file may be sourced into an interactive shell.)

_kah_env() {
  # shellcheck source=lib/config.sh
  source "$(dirname "${BASH_SOURCE[0]}")/lib/config.sh"
  local v
  for v in \
    "DATABASE_URL=postgres://$KAH_PG_USER:$KAH_PG_PASSWORD@127.0.0.1:$KAH_PG_PORT/$KAH_PG_DB" \
    "REDIS_URL=redis://127.0.0.1:$KAH_REDIS_PORT" \
    "KAFKA_BROKERS=127.0.0.1:$KAH_KAFKA_PORT" \
    "S3_ENDPOINT=http://127.0.0.1:$KAH_S3_PORT" \
    "S3_REGION=$KAH_S3_REGION" \
    "S3_ACCESS_KEY=$KAH_S3_ACCESS_KEY" \
    "S3_SECRET_KEY=$KAH_S3_SECRET_KEY" \
    "S3_BUCKET=$KAH_S3_BUCKET" \
    "KAH_BIN_DIR=$KAH_BIN_DIR"; do
    printf 'export %s=%q\n' "${v%%=*}" "${v#*=}"
  done
}

if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
  eval "$(_kah_env)"   # sourced: export into the caller's shell
  unset -f _kah_env
else
  _kah_env
fi
