import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.errors.TopicExistsException;

/**
 * Creates the topics listed in a topics file ("name partitions" per line, '#' comments)
 * that do not exist yet, in one JVM and one Kafka AdminClient round trip. Then warms up a
 * fresh broker: creates and loads __consumer_offsets and __transaction_state and gets the
 * first producer-id block, so the first consumer group / idempotent producer of a test
 * does not meet COORDINATOR_LOAD_IN_PROGRESS retries.
 * Used by deploy/infra.sh (compiled once into the machine cache).
 *
 * Usage: java -cp 'classes:libs/*' KahTopics <bootstrap> <topics-file>
 */
public final class KahTopics {
    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: KahTopics <bootstrap> <topics-file>");
            System.exit(2);
        }
        List<NewTopic> wanted = new ArrayList<>();
        for (String raw : Files.readAllLines(Path.of(args[1]))) {
            String line = raw.replaceAll("#.*", "").trim();
            if (line.isEmpty()) continue;
            String[] parts = line.split("\\s+");
            int partitions = parts.length > 1 ? Integer.parseInt(parts[1]) : 1;
            wanted.add(new NewTopic(parts[0], partitions, (short) 1));
        }
        Properties props = new Properties();
        props.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
        props.put(AdminClientConfig.CLIENT_ID_CONFIG, "kah-infra-topics");
        props.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 15000);
        props.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 30000);
        int failures = 0;
        try (Admin admin = Admin.create(props)) {
            Set<String> existing = admin.listTopics().names().get();
            List<NewTopic> missing = wanted.stream().filter(t -> !existing.contains(t.name())).toList();
            for (Map.Entry<String, org.apache.kafka.common.KafkaFuture<Void>> e :
                    admin.createTopics(missing).values().entrySet()) {
                try {
                    e.getValue().get();
                    System.out.println("created topic " + e.getKey());
                } catch (ExecutionException ex) {
                    if (ex.getCause() instanceof TopicExistsException) continue;
                    System.err.println("failed to create topic " + e.getKey() + ": " + ex.getCause());
                    failures++;
                }
            }
            if (!existing.contains("__consumer_offsets")) {
                // FindCoordinator(GROUP) creates the offsets topic; the call returns once it is loaded.
                admin.listConsumerGroupOffsets("kah-infra-warmup").partitionsToOffsetAndMetadata().get();
                System.out.println("warmed up group coordinator");
            }
            if (!existing.contains("__transaction_state")) {
                Properties p = new Properties();
                p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
                p.put(ProducerConfig.CLIENT_ID_CONFIG, "kah-infra-warmup");
                p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "kah-infra-warmup");
                p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 30000);
                try (KafkaProducer<byte[], byte[]> producer =
                        new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer())) {
                    producer.initTransactions(); // FindCoordinator(TRANSACTION) + InitProducerId
                }
                System.out.println("warmed up transaction coordinator");
            }
        }
        if (failures > 0) System.exit(1);
    }
}
