import { join } from 'node:path';
import { credentials, loadPackageDefinition, Metadata, type Client, type ServiceError } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { SpanKind } from '@opentelemetry/api';
import { PROTO_ROOT, GRPC_SERVICES, type ServiceName } from '@kah/proto';
import { DomainError, DomainErrorCode, grpcToDomainCode } from '../errors/domain-error';
import { injectTraceContext, withSpan } from '../telemetry/telemetry';
import { PROTO_LOADER_OPTIONS } from './grpc-server';
import { AUTHORIZATION_METADATA_KEY, currentAccessToken } from './caller-identity';

type UnaryMethod<Req, Res> = (req: Req, metadata: Metadata, options: { deadline: Date }, cb: (err: ServiceError | null, res: Res) => void) => void;

/**
 * A thin typed gRPC client. `call` adds the trace context (and the caller's access token, when
 * running inside withAccessToken) to metadata, applies a deadline and
 * turns gRPC failures into DomainErrors (the gateway maps those to HTTP).
 */
export class GrpcClient<Methods extends object> {
  private readonly client: Client;

  constructor(
    readonly name: ServiceName,
    address: string,
    private readonly defaultTimeoutMs = 5000,
  ) {
    const svc = GRPC_SERVICES[name];
    const definition = loadSync(join(PROTO_ROOT, svc.protoFile), PROTO_LOADER_OPTIONS);
    const pkg = loadPackageDefinition(definition) as Record<string, unknown>;
    const ctor = svc.pkg.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pkg) as Record<string, new (addr: string, creds: ReturnType<typeof credentials.createInsecure>) => Client>;
    this.client = new ctor[svc.service](address, credentials.createInsecure());
  }

  async call<K extends keyof Methods & string>(
    method: K,
    request: Methods[K] extends (req: infer Req, ...rest: never[]) => unknown ? Req : never,
    timeoutMs = this.defaultTimeoutMs,
  ): Promise<Methods[K] extends (...args: never[]) => infer R ? Awaited<ObservableValue<R>> : never> {
    return withSpan(`grpc ${GRPC_SERVICES[this.name].service}/${method}`, SpanKind.CLIENT, () => {
      const metadata = new Metadata();
      for (const [k, v] of Object.entries(injectTraceContext())) metadata.set(k, v);
      // The caller's identity (see withAccessToken): every service re-checks it.
      const accessToken = currentAccessToken();
      if (accessToken) metadata.set(AUTHORIZATION_METADATA_KEY, `Bearer ${accessToken}`);
      const fn = (this.client as unknown as Record<string, UnaryMethod<unknown, unknown>>)[method].bind(this.client);
      return new Promise((resolve, reject) => {
        fn(request, metadata, { deadline: new Date(Date.now() + timeoutMs) }, (err, res) => {
          if (err) reject(new DomainError(grpcToDomainCode(err.code), err.details || err.message));
          else resolve(res as never);
        });
      });
    });
  }

  /** True when the server's channel reaches READY within the timeout (used by /readyz). */
  async isReachable(timeoutMs = 1000): Promise<boolean> {
    return new Promise((resolve) => {
      this.client.waitForReady(new Date(Date.now() + timeoutMs), (err) => resolve(!err));
    });
  }

  close(): void {
    this.client.close();
  }
}

// ts-proto's Nest client interfaces return Observables; unwrap their element type.
type ObservableValue<R> = R extends { subscribe: (observer: (value: infer V) => void) => unknown } ? V : R;

export function unavailable(service: string): DomainError {
  return new DomainError(DomainErrorCode.Unavailable, `${service} is temporarily unavailable`);
}
