# shellcheck shell=bash
# Apache Kafka broker (KRaft, single node: broker+controller in one JVM).
# Jars: Maven Central via deploy/kafka/pom.xml -> $KAH_CACHE_DIR/kafka-<version>/libs.
# Instance: config, data, log under $KAH_INFRA_DIR/kafka.

kafka_home()    { printf '%s/kafka-%s' "$KAH_CACHE_DIR" "$KAH_KAFKA_VERSION"; }
kafka_libs()    { printf '%s/libs' "$(kafka_home)"; }
kafka_dir()     { printf '%s/kafka' "$KAH_INFRA_DIR"; }
kafka_props()   { printf '%s/kafka/server.properties' "$KAH_INFRA_DIR"; }
kafka_log()     { printf '%s/kafka/kafka.log' "$KAH_INFRA_DIR"; }
kafka_pidfile() { printf '%s/kafka/kafka.pid' "$KAH_INFRA_DIR"; }
kafka_bootstrap() { printf '127.0.0.1:%s' "$KAH_KAFKA_PORT"; }

# Compiled topic helper (deploy/kafka/KahTopics.java), keyed by its source hash.
kafka_tools_dir() {
  local sum
  sum=$(sha256sum "$KAH_DEPLOY_DIR/kafka/KahTopics.java" | cut -c1-12)
  printf '%s/kah-tools-%s' "$(kafka_home)" "$sum"
}

kafka_install() {
  command -v java >/dev/null || die "kafka: java (17+) is required"
  command -v kcat >/dev/null || apt_install kcat          # health checks + topic listing
  local libs tools
  libs=$(kafka_libs); tools=$(kafka_tools_dir)
  if [[ ! -f "$libs/.complete" ]]; then
    lock_cache
    if [[ ! -f "$libs/.complete" ]]; then
      command -v mvn >/dev/null || die "kafka: mvn is required to fetch the Kafka jars"
      local t0 tmp
      t0=$(now_ms)
      tmp="$(kafka_home)/.libs.tmp"
      rm -rf "$tmp"; mkdir -p "$tmp"
      log "kafka: resolving org.apache.kafka:kafka_2.13:$KAH_KAFKA_VERSION from Maven Central"
      if ! mvn -B -q -f "$KAH_DEPLOY_DIR/kafka/pom.xml" \
          org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies \
          -Dkafka.version="$KAH_KAFKA_VERSION" -DincludeScope=runtime \
          -DoutputDirectory="$tmp" >"$(kafka_home)/mvn.log" 2>&1; then
        tail -n 30 "$(kafka_home)/mvn.log" >&2
        die "kafka: maven dependency resolution failed (log: $(kafka_home)/mvn.log)"
      fi
      rm -rf "$libs"; mv "$tmp" "$libs"; touch "$libs/.complete"
      log "kafka: $(ls "$libs" | wc -l) jars in $libs ($(elapsed "$t0"))"
    fi
  fi
  if [[ ! -f "$tools/KahTopics.class" ]]; then
    lock_cache
    rm -rf "$tools.tmp"; mkdir -p "$tools.tmp"
    javac -nowarn -d "$tools.tmp" -cp "$libs/*" "$KAH_DEPLOY_DIR/kafka/KahTopics.java" \
      || die "kafka: could not compile deploy/kafka/KahTopics.java"
    rm -rf "$tools"; mv "$tools.tmp" "$tools"
  fi
}

kafka_pid()     { pid_matching "$(kafka_pidfile)" "$(kafka_props)"; }
kafka_alive()   { kafka_pid >/dev/null; }
# Healthy = the broker answers a metadata request and lists itself. (kcat waits its whole
# -m timeout on a closed port, so check the port first.)
kafka_healthy() {
  port_open "$KAH_KAFKA_PORT" || return 1
  kcat -b "$(kafka_bootstrap)" -L -m 2 -t __kah_none 2>/dev/null | grep -q '^ *1 brokers:'
}

kafka_write_props() {
  local dir
  dir=$(kafka_dir)
  mkdir -p "$dir/data"
  cat >"$(kafka_props)" <<EOF
# Managed by deploy/infra.sh — local single-node KRaft broker for dev/tests.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAH_KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAH_KAFKA_PORT,CONTROLLER://127.0.0.1:$KAH_KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAH_KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$dir/data

auto.create.topics.enable=false
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=10
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
# After an unclean stop (SIGKILL, crash, reboot) a restarted broker must wait for its old
# session to expire before it can register again: 4 s instead of the default 9 s.
broker.heartbeat.interval.ms=1000
broker.session.timeout.ms=4000

num.network.threads=2
num.io.threads=4
log.retention.hours=168
log.segment.bytes=104857600
log.cleaner.dedupe.buffer.size=16777216
EOF
}

# JVM flags for the broker (modest heap; G1 like Kafka's own start script; IPv4 sockets
# so the listeners are plain 127.0.0.1 sockets, not IPv4-mapped IPv6 ones).
KAFKA_BROKER_JVM_OPTS=(-Xms256m -Xmx768m -XX:+UseG1GC -XX:MaxGCPauseMillis=20
  -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent
  -Djava.awt.headless=true -Djava.net.preferIPv4Stack=true)

# AppCDS: the broker's first clean shutdown dumps the classes it loaded into a shared
# archive (JDK 17 -XX:ArchiveClassesAtExit); later starts map it (-XX:SharedArchiveFile),
# which takes ~1-2 s off every broker start. Keyed by Kafka version (dir) + JVM build.
kafka_cds_archive() {
  local jvm key
  jvm=$(readlink -f "$(command -v java)")
  key=$( { printf '%s\n' "$jvm"; stat -c '%s %Y' "$(dirname "$jvm")/../lib/server/libjvm.so" 2>/dev/null; } | sha256sum | cut -c1-12)
  printf '%s/cds-%s.jsa' "$(kafka_home)" "$key"
}
kafka_cds_opts() {
  local jsa
  jsa=$(kafka_cds_archive)
  if [[ "${KAH_KAFKA_CDS:-1}" == 0 ]]; then return 0; fi
  if [[ -s "$jsa" ]]; then
    printf '%s\n' "-XX:SharedArchiveFile=$jsa" -Xlog:cds=off -Xlog:cds+dynamic=off
  else
    printf '%s\n' "-XX:ArchiveClassesAtExit=$(kafka_dir)/cds.jsa.tmp" -Xlog:cds=off -Xlog:cds+dynamic=off
  fi
}
# After the broker exited: publish a freshly dumped archive to the machine cache.
kafka_cds_publish() {
  local tmp jsa
  tmp="$(kafka_dir)/cds.jsa.tmp"; jsa=$(kafka_cds_archive)
  [[ -s "$tmp" ]] || return 0
  if [[ ! -s "$jsa" ]]; then mv -f "$tmp" "$jsa.$$" && mv -f "$jsa.$$" "$jsa"; else rm -f "$tmp"; fi
}

# Short-lived Kafka tools (StorageTool, KahTopics): C1 only + serial GC start fastest.
kafka_tool_java() {
  java -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true -Djava.net.preferIPv4Stack=true \
    -Dlog4j2.configurationFile="$KAH_DEPLOY_DIR/kafka/log4j2-tools.properties" "$@"
}

# Formats the KRaft storage once (meta.properties present = formatted).
kafka_format() {
  local dir id
  dir=$(kafka_dir)
  [[ -f "$dir/data/meta.properties" ]] && return 0
  if [[ ! -s "$dir/cluster.id" ]]; then
    # Same shape as Uuid.randomUuid(): 16 random bytes, base64url, no padding, not starting with '-'
    while :; do
      id=$(head -c16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
      [[ "$id" != -* ]] && break
    done
    printf '%s\n' "$id" >"$dir/cluster.id"
  fi
  log "kafka: formatting storage (cluster id $(cat "$dir/cluster.id"))"
  kafka_tool_java -cp "$(kafka_libs)/*" kafka.tools.StorageTool format --ignore-formatted \
      -t "$(cat "$dir/cluster.id")" -c "$(kafka_props)" >>"$(kafka_log)" 2>&1 \
    || fail_with_log "kafka: storage format failed" "$(kafka_log)"
}

# Creates the topics from deploy/kafka/topics.txt that are missing. Listing via kcat is
# instant; the JVM helper only runs when something has to be created.
kafka_ensure_topics() {
  [[ "${KAH_KAFKA_CREATE_TOPICS:-1}" == 0 ]] && return 0
  local file="$KAH_DEPLOY_DIR/kafka/topics.txt" existing missing=()
  existing=$(kcat -b "$(kafka_bootstrap)" -L -m 10 2>/dev/null | sed -n 's/^ *topic "\([^"]*\)".*/\1/p')
  local name _rest
  while read -r name _rest; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    grep -qxF "$name" <<<"$existing" || missing+=("$name")
  done <"$file"
  ((${#missing[@]} == 0)) && return 0
  log "kafka: creating topics: ${missing[*]} (+ warming up coordinators)"
  local out
  out="$(kafka_dir)/topics.log"
  if ! kafka_tool_java -cp "$(kafka_tools_dir):$(kafka_libs)/*" \
      KahTopics "$(kafka_bootstrap)" "$file" >"$out" 2>&1; then
    grep -v '^\[' "$out" >&2 || true
    die "kafka: topic creation failed (log: $out)"
  fi
}

kafka_up() {
  local t0
  t0=$(now_ms)
  if kafka_alive; then
    kafka_healthy || wait_healthy kafka "$(kafka_log)" kafka_healthy kafka_alive
    kafka_ensure_topics
    log "kafka: already running on $(kafka_bootstrap)"
    return 0
  fi
  require_free_port kafka "$KAH_KAFKA_PORT"
  require_free_port kafka-controller "$KAH_KAFKA_CONTROLLER_PORT"
  kafka_write_props
  kafka_format
  rm -f "$(kafka_dir)/cds.jsa.tmp"
  local cds=()
  mapfile -t cds < <(kafka_cds_opts)
  start_bg "$(kafka_pidfile)" "$(kafka_log)" \
    java "${KAFKA_BROKER_JVM_OPTS[@]}" "${cds[@]}" \
    -Dlog4j2.configurationFile="$KAH_DEPLOY_DIR/kafka/log4j2.properties" \
    -cp "$(kafka_libs)/*" kafka.Kafka "$(kafka_props)"
  wait_healthy kafka "$(kafka_log)" kafka_healthy kafka_alive
  kafka_ensure_topics
  log "kafka: started on $(kafka_bootstrap) in $(elapsed "$t0")"
}

kafka_down() {
  local pid
  if ! pid=$(kafka_pid); then log "kafka: not running"; return 0; fi
  local t0
  t0=$(now_ms)
  stop_pid kafka "$pid"
  rm -f "$(kafka_pidfile)"
  kafka_cds_publish
  log "kafka: stopped in $(elapsed "$t0")"
}

kafka_status() {
  local pid
  if pid=$(kafka_pid) && kafka_healthy; then
    status_line kafka running "$(kafka_bootstrap)" "pid $pid, controller 127.0.0.1:$KAH_KAFKA_CONTROLLER_PORT"
  elif pid=$(kafka_pid); then
    status_line kafka starting "$(kafka_bootstrap)" "pid $pid, not answering metadata"
  else
    status_line kafka stopped "$(kafka_bootstrap)" ""
  fi
}
