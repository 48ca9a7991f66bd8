import { Inject, Injectable } from '@nestjs/common';
import type { Kafka } from 'kafkajs';
import type Redis from 'ioredis';
import { GrpcClients } from '../grpc/grpc-clients';

export const GATEWAY_REDIS = Symbol('GATEWAY_REDIS');
export const GATEWAY_KAFKA = Symbol('GATEWAY_KAFKA');

@Injectable()
export class ReadinessService {
  constructor(
    @Inject(GrpcClients) private readonly grpc: GrpcClients,
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_KAFKA) private readonly kafka: Kafka,
  ) {}

  async check(): Promise<Record<string, boolean>> {
    const entries = await Promise.all([
      ...this.grpc.all().map(async (c) => [c.name, await c.isReachable(1000)] as const),
      (async () => ['redis', await this.redis.ping().then((p) => p === 'PONG', () => false)] as const)(),
      (async () => ['kafka', await this.kafkaReachable()] as const)(),
    ]);
    return Object.fromEntries(entries);
  }

  private async kafkaReachable(): Promise<boolean> {
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      await admin.describeCluster();
      return true;
    } catch {
      return false;
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }
}
