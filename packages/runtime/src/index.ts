import 'reflect-metadata';

export * from './config/config';
export * from './logging/logger';
export * from './errors/domain-error';
export * from './telemetry/telemetry';
export * from './db/database';
export * from './db/platform-migrations';
export * from './kafka/envelope';
export * from './kafka/kafka-client';
export * from './kafka/outbox';
export * from './kafka/idempotent-consumer';
export * from './grpc/grpc-server';
export * from './grpc/grpc-client';
export * from './grpc/caller-identity';
export * from './grpc/grpc-access';
export * from './service/bootstrap-service';
export * from './service/polling-loop';
