# shellcheck shell=bash disable=SC2034
# Shared defaults for deploy/infra.sh and deploy/env.sh. Sourced, never executed.
# Only assigns variables (no `set -e`, no side effects) so env.sh can be sourced safely.

KAH_DEPLOY_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
KAH_REPO_ROOT="$(cd "$KAH_DEPLOY_DIR/.." && pwd)"

# Where instance data + logs live (git-ignored), and the machine-wide build cache.
KAH_INFRA_DIR="${KAH_INFRA_DIR:-$KAH_REPO_ROOT/.local/infra}"
KAH_CACHE_DIR="${KAH_CACHE_DIR:-$HOME/.cache/kah}"
[[ "$KAH_INFRA_DIR" == /* ]] || KAH_INFRA_DIR="$PWD/$KAH_INFRA_DIR"   # absolute paths only
[[ "$KAH_CACHE_DIR" == /* ]] || KAH_CACHE_DIR="$PWD/$KAH_CACHE_DIR"
KAH_BIN_DIR="$KAH_CACHE_DIR/bin"

# Ports (everything binds 127.0.0.1 only).
KAH_PG_PORT="${KAH_PG_PORT:-55432}"
KAH_REDIS_PORT="${KAH_REDIS_PORT:-56379}"
KAH_KAFKA_PORT="${KAH_KAFKA_PORT:-59092}"
KAH_KAFKA_CONTROLLER_PORT="${KAH_KAFKA_CONTROLLER_PORT:-59093}"
KAH_S3_PORT="${KAH_S3_PORT:-59000}"
KAH_S3_CONSOLE_PORT="${KAH_S3_CONSOLE_PORT:-$((KAH_S3_PORT + 1))}"

# Credentials / names (local dev only).
KAH_PG_USER="kah"
KAH_PG_PASSWORD="kah"
KAH_PG_DB="kah"
KAH_S3_ACCESS_KEY="${KAH_S3_ACCESS_KEY:-kahadmin}"
KAH_S3_SECRET_KEY="${KAH_S3_SECRET_KEY:-kahadmin-secret}"
KAH_S3_BUCKET="${KAH_S3_BUCKET:-kah-photos}"
KAH_S3_REGION="${KAH_S3_REGION:-us-east-1}"
KAH_S3_SERVER="${KAH_S3_SERVER:-versitygw}"                  # or: minio

# Pinned versions. Changing one makes the next `install` build/fetch it into a new cache slot.
KAH_KAFKA_VERSION="4.1.1"                                    # org.apache.kafka:kafka_2.13 (Maven Central)
KAH_VERSITYGW_PACKAGE="github.com/versity/versitygw/cmd/versitygw"   # default S3 server
KAH_VERSITYGW_VERSION="v1.7.0"
KAH_MINIO_MODULE="github.com/minio/minio"
KAH_MINIO_VERSION="v0.0.0-20260212201848-7aac2a2c5b7c"       # master @ 2026-02-12 (MinIO has no semver tags)
KAH_K6_PACKAGE="go.k6.io/k6"                                 # go.k6.io/k6/v2 is not on the module proxy
KAH_K6_VERSION="v1.8.1"
KAH_GRPCURL_PACKAGE="github.com/fullstorydev/grpcurl/cmd/grpcurl"
KAH_GRPCURL_VERSION="v1.9.4"

# Seconds to wait for a component to become healthy / to stop gracefully.
KAH_START_TIMEOUT="${KAH_START_TIMEOUT:-90}"
KAH_STOP_TIMEOUT="${KAH_STOP_TIMEOUT:-30}"
