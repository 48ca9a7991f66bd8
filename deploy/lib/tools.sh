# shellcheck shell=bash
# Developer/test tools that are not services: `infra.sh install tools` and `install k6`.

tools_install() {
  local missing=()
  command -v kcat >/dev/null || missing+=(kcat)
  command -v chromium >/dev/null || missing+=(chromium)
  command -v curl >/dev/null || missing+=(curl)
  ((${#missing[@]} == 0)) || apt_install "${missing[@]}"
  go_install_bin grpcurl "$KAH_GRPCURL_PACKAGE" "$KAH_GRPCURL_VERSION" "-X main.version=$KAH_GRPCURL_VERSION"
}

k6_install() {
  go_install_bin k6 "$KAH_K6_PACKAGE" "$KAH_K6_VERSION"
}
